import { describe, expect, it, vi } from 'vitest';
import { DEFAULT_LINK_RULES, setLinkRules } from '../../src/services/motion/link-rules.ts';
import { CLICKED, HIGHLIGHT, TARGET, highlightTargets } from './page-scroll.ts';
import { pageAt } from '../../tests/support/page-at.ts';

const PAGE = 'https://s.example/services/';
const VIEWPORT = 800;

/**
 * A page at PAGE, 800 px high, with #delivery on screen and #certificates below it, a menu link
 * to each, a tab link to #delivery (the default rules leave tab links alone) and a link that was
 * clicked last. `disabled` says whether the window is under `disablePluginBelow`.
 */
function page(disabled = false) {
  const doc = pageAt(
    PAGE,
    `<section id="delivery"></section><section id="certificates"></section>
<a href="#delivery" id="to-delivery">Delivery</a>
<a href="#certificates" id="to-certificates" class="${CLICKED}">Certificates</a>
<a href="#delivery" id="delivery-tab" data-toggle="tab">Delivery tab</a>`,
    window,
  );
  const boxes: Record<string, [top: number, bottom: number]> = { delivery: [0, 600], certificates: [600, 1400] };
  const read = vi.fn();
  for (const [id, [top, bottom]] of Object.entries(boxes)) {
    vi.spyOn(doc.getElementById(id)!, 'getBoundingClientRect').mockImplementation(() => {
      read(id);
      return { top, bottom } as DOMRect;
    });
  }
  setLinkRules(doc, { ...DEFAULT_LINK_RULES, disabled: () => disabled });
  const has = (id: string, name: string) => doc.getElementById(id)!.classList.contains(name);
  return { doc, read, has };
}

describe('highlightTargets', () => {
  it('marks the target on screen and the links the plugin takes to it, not the tab link', () => {
    const { doc, has } = page();
    highlightTargets(doc)!({ y: 0, height: VIEWPORT, resized: false });
    expect([has('delivery', TARGET), has('certificates', TARGET)]).toEqual([true, false]);
    expect([has('to-delivery', HIGHLIGHT), has('to-certificates', HIGHLIGHT), has('delivery-tab', HIGHLIGHT)]).toEqual([true, false, false]);
    expect(has('to-certificates', CLICKED)).toBe(true);
  });

  it('under disablePluginBelow: nothing current, the clicked link loses its class, and no target is measured', () => {
    const { doc, read, has } = page(true);
    const frame = highlightTargets(doc)!;
    frame({ y: 0, height: VIEWPORT, resized: false });
    expect([has('delivery', TARGET), has('to-delivery', HIGHLIGHT), has('to-certificates', CLICKED)]).toEqual([false, false, false]);
    expect(read).not.toHaveBeenCalled();
  });

  it('takes the highlight away when the window narrows under disablePluginBelow', () => {
    const { doc, has } = page();
    let disabled = false;
    setLinkRules(doc, { ...DEFAULT_LINK_RULES, disabled: () => disabled });
    const frame = highlightTargets(doc)!;
    frame({ y: 0, height: VIEWPORT, resized: false });
    expect(has('to-delivery', HIGHLIGHT)).toBe(true);
    disabled = true;
    frame({ y: 0, height: VIEWPORT, resized: true });
    expect([has('delivery', TARGET), has('to-delivery', HIGHLIGHT)]).toEqual([false, false]);
  });

  it('is nothing on a page without same-page links', () => {
    const doc = pageAt(PAGE, '<a href="/about/#team">Team</a><a href="#">Top</a>');
    expect(highlightTargets(doc)).toBeNull();
  });
});
