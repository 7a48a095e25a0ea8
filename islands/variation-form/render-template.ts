/**
 * The variation templates the page prints (`#tmpl-variation-template`), rendered without eval.
 * WooCommerce's own fast path: `{{{ data.variation.key }}}` raw and `{{ data.variation.key }}`
 * through `window.escape()` (URL escaping: a quirk kept as is). Templates that need wp.template
 * (`<# … #>` code, other `data.*`, nested access) go through a small interpreter of the patterns
 * those templates use: `if / else if / else` blocks over paths, literals, `!`, comparisons, `&&`,
 * `||` and parentheses, with `{{ }}` HTML-escaped as underscore does. Anything else is refused
 * when the template is compiled, so a template we cannot run is known at mount, not at a click.
 */
export type TemplateData = { variation: Record<string, unknown> } & Record<string, unknown>;
export type Template = (data: TemplateData) => string;

export class TemplateError extends Error {
  override name = 'TemplateError';
}

const FAST = /({{{?)\s?data\.variation\.([\w-]*)\s?(}}}?)/g;

/**
 * WooCommerce's test for "needs wp.template": `<#` code, other `data.*`, nested access. Said
 * here as: code, or any `{{ }}` left once the plain `data.variation.key` ones are taken out.
 */
export function needsInterpreter(source: string): boolean {
  return /<#/.test(source) || /{{/.test(source.replace(FAST, ''));
}

/** `window.escape()`: %XX below 256, %uXXXX above, except A-Z a-z 0-9 @*_+-./ */
export function legacyEscape(text: string): string {
  let out = '';
  for (const char of text) {
    for (let i = 0; i < char.length; i++) {
      const code = char.charCodeAt(i);
      if (/[A-Za-z0-9@*_+\-./]/.test(char[i]!)) out += char[i];
      else if (code < 256) out += `%${code.toString(16).toUpperCase().padStart(2, '0')}`;
      else out += `%u${code.toString(16).toUpperCase().padStart(4, '0')}`;
    }
  }
  return out;
}

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"'`]/g, (c) => `&${{ '&': 'amp', '<': 'lt', '>': 'gt', '"': 'quot', "'": '#x27', '`': '#x60' }[c]};`);
}

const stripCdata = (html: string) => html.replace('/*<![CDATA[*/', '').replace('/*]]>*/', '');

export function compileTemplate(source: string): Template {
  if (!needsInterpreter(source)) {
    return (data) =>
      stripCdata(
        source.replace(FAST, (_match, open: string, key: string, close: string) => {
          if (open.length !== close.length) return '';
          const value = data.variation[key];
          const text = value ? String(value) : '';
          return open.length === 2 ? legacyEscape(text) : text;
        }),
      );
  }
  const program = parseProgram(source);
  return (data) => stripCdata(run(program, { data }));
}

// ---- the interpreter ----------------------------------------------------------------------

type Expr =
  | { kind: 'literal'; value: unknown }
  | { kind: 'path'; root: string; keys: Array<string | Expr> }
  | { kind: 'not'; operand: Expr }
  | { kind: 'binary'; op: string; left: Expr; right: Expr };

type Node =
  | { kind: 'text'; text: string }
  | { kind: 'out'; expr: Expr; escape: boolean }
  | { kind: 'if'; branches: Array<{ test: Expr | null; body: Node[] }> };

const TOKENS = /<#([\s\S]+?)#>|{{{([\s\S]+?)}}}|{{([^}]+?)}}(?!})/g;

function parseProgram(source: string): Node[] {
  const root: Node[] = [];
  // Open blocks: the if node and the body its current branch is filling.
  const stack: Array<{ node: Extract<Node, { kind: 'if' }>; parentBody: Node[] }> = [];
  let body = root;
  let last = 0;
  for (const match of source.matchAll(TOKENS)) {
    if (match.index > last) body.push({ kind: 'text', text: source.slice(last, match.index) });
    last = match.index + match[0].length;
    const [, code, raw, escaped] = match;
    if (raw !== undefined) body.push({ kind: 'out', expr: parseExpression(raw), escape: false });
    else if (escaped !== undefined) body.push({ kind: 'out', expr: parseExpression(escaped), escape: true });
    else {
      const statement = code!.trim();
      let m: RegExpExecArray | null;
      if ((m = /^if\s*\(([\s\S]*)\)\s*{$/.exec(statement))) {
        const node: Extract<Node, { kind: 'if' }> = { kind: 'if', branches: [{ test: parseExpression(m[1]!), body: [] }] };
        body.push(node);
        stack.push({ node, parentBody: body });
        body = node.branches[0]!.body;
      } else if ((m = /^}\s*else\s+if\s*\(([\s\S]*)\)\s*{$/.exec(statement)) || /^}\s*else\s*{$/.test(statement)) {
        const open = stack.at(-1);
        if (!open) throw new TemplateError(`"${statement}" without an open if`);
        const branch = { test: m ? parseExpression(m[1]!) : null, body: [] as Node[] };
        open.node.branches.push(branch);
        body = branch.body;
      } else if (statement === '}') {
        const open = stack.pop();
        if (!open) throw new TemplateError('"}" without an open block');
        body = open.parentBody;
      } else {
        throw new TemplateError(`unsupported template code "<# ${statement} #>"`);
      }
    }
  }
  if (last < source.length) body.push({ kind: 'text', text: source.slice(last) });
  if (stack.length > 0) throw new TemplateError('an if block is never closed');
  return root;
}

const EXPR_TOKEN = /\s*(===|!==|==|!=|>=|<=|&&|\|\||[()[\].!<>]|'(?:[^'\\]|\\.)*'|"(?:[^"\\]|\\.)*"|-?\d+(?:\.\d+)?|[A-Za-z_$][\w$-]*)/y;

function parseExpression(text: string): Expr {
  const tokens: string[] = [];
  EXPR_TOKEN.lastIndex = 0;
  const trimmed = text.trim();
  while (EXPR_TOKEN.lastIndex < trimmed.length) {
    const start = EXPR_TOKEN.lastIndex;
    const match = EXPR_TOKEN.exec(trimmed);
    if (!match || match.index !== start) throw new TemplateError(`cannot read "${trimmed}" in a template`);
    tokens.push(match[1]!);
  }
  let pos = 0;
  const peek = () => tokens[pos];
  const take = (expected?: string) => {
    const token = tokens[pos++];
    if (token === undefined || (expected !== undefined && token !== expected)) throw new TemplateError(`cannot read "${trimmed}" in a template`);
    return token;
  };
  const BINARY: string[][] = [['||'], ['&&'], ['===', '!==', '==', '!='], ['>', '<', '>=', '<=']];
  const level = (depth: number): Expr => {
    if (depth === BINARY.length) return unary();
    let left = level(depth + 1);
    while (peek() !== undefined && BINARY[depth]!.includes(peek()!)) {
      const op = take();
      left = { kind: 'binary', op, left, right: level(depth + 1) };
    }
    return left;
  };
  const unary = (): Expr => {
    if (peek() === '!') {
      take();
      return { kind: 'not', operand: unary() };
    }
    return primary();
  };
  const primary = (): Expr => {
    const token = take();
    if (token === '(') {
      const inner = level(0);
      take(')');
      return inner;
    }
    if (/^['"]/.test(token)) return { kind: 'literal', value: token.slice(1, -1).replace(/\\(.)/g, '$1') };
    if (/^-?\d/.test(token)) return { kind: 'literal', value: Number(token) };
    if (token === 'true' || token === 'false') return { kind: 'literal', value: token === 'true' };
    if (token === 'null' || token === 'undefined') return { kind: 'literal', value: token === 'null' ? null : undefined };
    if (token !== 'data') throw new TemplateError(`only data.* can be read in a template, not "${token}"`);
    const keys: Array<string | Expr> = [];
    for (;;) {
      if (peek() === '.') {
        take();
        const key = take();
        if (!/^[A-Za-z_$][\w$-]*$/.test(key)) throw new TemplateError(`cannot read "${trimmed}" in a template`);
        keys.push(key);
      } else if (peek() === '[') {
        take();
        keys.push(level(0));
        take(']');
      } else break;
    }
    return { kind: 'path', root: token, keys };
  };
  const expr = level(0);
  if (pos !== tokens.length) throw new TemplateError(`cannot read "${trimmed}" in a template`);
  return expr;
}

function evaluate(expr: Expr, scope: Record<string, unknown>): unknown {
  switch (expr.kind) {
    case 'literal':
      return expr.value;
    case 'not':
      return !evaluate(expr.operand, scope);
    case 'path': {
      let value: unknown = scope[expr.root];
      for (const key of expr.keys) {
        if (value === null || value === undefined) return undefined;
        const name = typeof key === 'string' ? key : String(evaluate(key, scope));
        value = Object.hasOwn(Object(value), name) ? (value as Record<string, unknown>)[name] : undefined;
      }
      return value;
    }
    case 'binary': {
      const left = evaluate(expr.left, scope);
      if (expr.op === '&&') return left && evaluate(expr.right, scope);
      if (expr.op === '||') return left || evaluate(expr.right, scope);
      const right = evaluate(expr.right, scope);
      switch (expr.op) {
        case '===':
          return left === right;
        case '!==':
          return left !== right;
        // Loose, as the template's own JavaScript compares.
        case '==':
          return left == right;
        case '!=':
          return left != right;
        case '>':
          return (left as number) > (right as number);
        case '<':
          return (left as number) < (right as number);
        case '>=':
          return (left as number) >= (right as number);
        default:
          return (left as number) <= (right as number);
      }
    }
  }
}

function run(nodes: readonly Node[], scope: Record<string, unknown>): string {
  let out = '';
  for (const node of nodes) {
    if (node.kind === 'text') out += node.text;
    else if (node.kind === 'out') {
      const value = evaluate(node.expr, scope);
      const text = value === null || value === undefined ? '' : String(value);
      out += node.escape ? escapeHtml(text) : text;
    } else {
      const branch = node.branches.find((candidate) => candidate.test === null || evaluate(candidate.test, scope));
      if (branch) out += run(branch.body, scope);
    }
  }
  return out;
}
