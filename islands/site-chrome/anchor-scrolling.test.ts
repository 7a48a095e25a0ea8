import { describe, expect, it, vi } from 'vitest';
import { anchorScrolling } from './anchor-scrolling.ts';
import { CLICKED, TARGET } from './page-scroll.ts';
import { pageAt } from '../../tests/support/page-at.ts';

const PAGE = 'https://s.example/services/';

/** A page at PAGE with a link to #delivery (or none), the window's own frames. */
function page(withLink = true) {
  const doc = pageAt(PAGE, `<section id="delivery"></section>${withLink ? '<a href="#delivery">Delivery</a>' : ''}`, window);
  const remove = vi.fn();
  const addFrameListener = vi.fn(() => remove);
  return { doc, addFrameListener, remove, anchors: anchorScrolling(doc, addFrameListener) };
}

/** After the next paint: a frame, then a task. */
const painted = () => new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));

describe('anchorScrolling', () => {
  it("is on at once, and reads the targets' boxes (its frame listener) only after the next paint", async () => {
    const { anchors, addFrameListener } = page();
    anchors.start();
    expect(anchors.on).toBe(true);
    expect(addFrameListener).not.toHaveBeenCalled();
    await painted();
    await painted();
    expect(addFrameListener).toHaveBeenCalledTimes(1);
  });

  it('stopped before that paint: never reads', async () => {
    const { anchors, addFrameListener } = page();
    anchors.start();
    anchors.stop();
    await painted();
    await painted();
    expect(anchors.on).toBe(false);
    expect(addFrameListener).not.toHaveBeenCalled();
  });

  it('stopped and started again before that paint: one frame listener, not two', async () => {
    const { anchors, addFrameListener } = page();
    anchors.start();
    anchors.stop();
    anchors.start();
    await painted();
    await painted();
    expect(addFrameListener).toHaveBeenCalledTimes(1);
  });

  it('stopped after: the frame listener goes, and so do the classes', async () => {
    const { doc, anchors, remove } = page();
    anchors.start();
    await painted();
    await painted();
    doc.getElementById('delivery')!.classList.add(TARGET);
    doc.querySelector('a')!.classList.add(CLICKED);
    anchors.stop();
    expect(remove).toHaveBeenCalledTimes(1);
    expect(doc.querySelectorAll(`.${TARGET}, .${CLICKED}`)).toHaveLength(0);
  });

  it('a page without a same-page link: nothing to read', async () => {
    const { anchors, addFrameListener } = page(false);
    anchors.start();
    await painted();
    await painted();
    expect(anchors.on).toBe(true);
    expect(addFrameListener).not.toHaveBeenCalled();
  });
});
