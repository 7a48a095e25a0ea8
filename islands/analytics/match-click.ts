import type { LinkRule } from './tracking-config.ts';

/** What a click records besides the signed payload. */
export interface ClickRecord {
  href: string;
  classes: string;
  ids: string;
}

/** Class and id rules also match an ancestor, up to six levels up (the plugin's `depth < 7`), never html or body. */
const MAX_DEPTH = 7;

function ancestors(el: Element): Element[] {
  const chain: Element[] = [];
  for (let node: Element | null = el, depth = 0; node && depth < MAX_DEPTH; node = node.parentElement, depth++) {
    if (node.localName === 'html' || node.localName === 'body') break;
    chain.push(node);
  }
  return chain;
}

function urlOf(el: Element, base: string): URL | null {
  const href = el.getAttribute('href');
  if (href === null) return null;
  try {
    return new URL(href, base);
  } catch {
    return null;
  }
}

/** The rule-matching element's record, or null when no rule matches this element. */
export function matchClick(el: Element, rules: readonly LinkRule[], location: { href: string; host: string }): ClickRecord | null {
  const chain = ancestors(el);
  const url = urlOf(el, location.href);
  const host = (value: string) => value.replace(/^www\./, '');
  let matchedBy: Element | null = null;
  for (const rule of rules) {
    const value = rule.value.trim();
    if (rule.type === 'class') matchedBy = chain.find((node) => node.classList.contains(value)) ?? null;
    else if (rule.type === 'id') matchedBy = chain.find((node) => node.id === value) ?? null;
    else if (url) {
      const http = url.protocol === 'http:' || url.protocol === 'https:';
      const hit =
        (rule.type === 'domain' && http && host(url.host) === host(value)) ||
        (rule.type === 'extension' && url.pathname.toLowerCase().endsWith(`.${value.toLowerCase()}`)) ||
        (rule.type === 'subdirectory' && url.pathname.startsWith(`/${value}/`)) ||
        (rule.type === 'protocol' && url.protocol === `${value}:`) ||
        (rule.type === 'external' && http && url.host !== location.host);
      matchedBy = hit ? el : null;
    }
    if (matchedBy) break;
  }
  if (!matchedBy) return null;
  const ids = [el.id, matchedBy.id].filter((id, index, all) => id && all.indexOf(id) === index);
  return { href: url?.href ?? '', classes: Array.from(el.classList).join(' '), ids: ids.join(' ') };
}
