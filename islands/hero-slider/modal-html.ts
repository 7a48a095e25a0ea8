import type { ModalAnswer } from './server-calls.ts';
import { loadScript } from '../../src/services/load-script.ts';
import { siteUrl } from '../../src/services/safe-url.ts';

/**
 * The slider markup of a modal answer, made safe: parsed inertly, the element `htmlid` names
 * taken, its options JSON kept aside (DOMPurify drops scripts), the rest sanitised with the
 * RS elements allowed, and the options put back as a JSON script the slider reads.
 */
export async function modalSliderNode(doc: Document, answer: ModalAnswer): Promise<HTMLElement> {
  const parsedDoc = new DOMParser().parseFromString(answer.html, 'text/html');
  const wrap = parsedDoc.getElementById(answer.htmlid);
  if (!wrap) throw new Error(`the answer's html has no #${answer.htmlid}`);
  const options = wrap.querySelector('script[data-rs-options]')?.textContent ?? null;
  const { sanitizeFragment } = await import('../../src/services/sanitize.ts');
  const node = sanitizeFragment(wrap.outerHTML, doc, { customElements: /^rs-/ }).firstElementChild as HTMLElement | null;
  if (!node) throw new Error('nothing of the slider html is left after sanitising');
  if (options !== null) {
    const script = doc.createElement('script');
    script.type = 'application/json';
    script.setAttribute('data-rs-options', '');
    script.textContent = options;
    node.append(script);
  }
  return node;
}

/** Scripts the answer asks for, same origin only, one after another; then the globals it waits for. */
export async function loadModalScripts(doc: Document, answer: ModalAnswer, timeoutMs = 5000): Promise<void> {
  const win = doc.defaultView ?? window;
  for (const url of Object.values(answer.toload)) {
    const resolved = siteUrl(url, win.location.href, win.location.origin);
    if (!resolved) throw new Error(`refusing to load ${new URL(url, win.location.href).href}: not the site's origin`);
    if (doc.querySelector(`script[src="${CSS.escape(resolved.href)}"]`)) continue;
    await loadScript(doc, resolved.href);
  }
  const started = win.performance.now();
  while (answer.waiting.some((name) => (win as unknown as Record<string, unknown>)[name] === undefined)) {
    if (win.performance.now() - started > timeoutMs) throw new Error(`still waiting for ${answer.waiting.join(', ')}`);
    await new Promise((resolve) => win.setTimeout(resolve, 50));
  }
}
