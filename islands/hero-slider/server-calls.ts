import type { TransitionKind } from './transition-spec.ts';

/** RS 6's front-end ajax action; `client_action` says what is asked. */
export const RS_ACTION = 'revslider_ajax_call_front';

const KINDS: readonly TransitionKind[] = ['fade', 'slide', 'grid'];
const tables = new WeakMap<Document, Promise<Record<string, TransitionKind>>>();

/** ky and the http service arrive only with the first call, not with the slider. */
async function post(doc: Document, data: Record<string, unknown>) {
  const { postAdminAjax } = await import('../../src/services/http.ts');
  return postAdminAjax<unknown>(RS_ACTION, data, { doc });
}

function readTable(answer: unknown): Record<string, TransitionKind> {
  const body = answer as { success?: unknown; data?: { transitions?: unknown }; transitions?: unknown };
  if (body?.success !== true) throw new Error('the answer has no success flag');
  const table = body.data?.transitions ?? body.transitions;
  if (typeof table !== 'object' || table === null) throw new Error('the answer has no transitions table');
  const kinds: Record<string, TransitionKind> = {};
  for (const [name, entry] of Object.entries(table)) {
    const base = typeof entry === 'string' ? entry : (entry as { base?: unknown })?.base;
    if (KINDS.includes(base as TransitionKind)) kinds[name.toLowerCase()] = base as TransitionKind;
  }
  return kinds;
}

/**
 * The slide-transitions call (`client_action=get_transitions`), made once per page and only when a
 * slide names a transition the built-in table does not know. A failure is only logged; such
 * slides fade.
 */
export function lookupTransition(doc: Document, name: string, island: string): Promise<TransitionKind> {
  let table = tables.get(doc);
  if (!table) {
    table = post(doc, { client_action: 'get_transitions' })
      .then(readTable)
      .catch((error: unknown) => {
        console.warn(`[theme] island "${island}": the slide transitions could not be loaded (${error instanceof Error ? error.message : String(error)}); unknown transitions fade`);
        return {};
      });
    tables.set(doc, table);
  }
  return table.then((kinds) => kinds[name] ?? 'fade');
}

export interface ModalAnswer {
  htmlid: string;
  html: string;
  /** Script URLs to load first (name → URL), same origin only. */
  toload: Record<string, string>;
  /** Globals those scripts define, waited for before the slider starts. */
  waiting: string[];
}

/** `client_action=get_slider_html` with the alias and usage=modal; the answer validated. */
export async function getModalHtml(doc: Document, alias: string): Promise<ModalAnswer> {
  const answer = (await post(doc, { client_action: 'get_slider_html', alias, usage: 'modal' })) as unknown as Record<string, unknown>;
  if (answer?.success !== true) throw new Error('the server answered without success');
  const { htmlid, data, waiting, toload } = answer as { htmlid?: unknown; data?: unknown; waiting?: unknown; toload?: unknown };
  if (typeof data !== 'string' || !data.trim()) throw new Error('the answer has no slider html');
  if (typeof htmlid !== 'string' || !htmlid) throw new Error('the answer has no htmlid');
  const scripts: Record<string, string> = {};
  if (toload && typeof toload === 'object') {
    for (const [key, url] of Object.entries(toload)) if (typeof url === 'string') scripts[key] = url;
  }
  return { htmlid, html: data, toload: scripts, waiting: Array.isArray(waiting) ? waiting.filter((w): w is string => typeof w === 'string') : [] };
}
