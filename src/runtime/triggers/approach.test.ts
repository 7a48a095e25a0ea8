import { describe, expect, it, vi } from 'vitest';
import { APPROACH, onApproach } from './approach.ts';

describe('onApproach', () => {
  it.each(APPROACH)('%s on an element inside a match runs with the match, also for one added later and one that stops the event', (type) => {
    document.body.innerHTML = '<p id="other"><b>x</b></p>';
    const run = vi.fn();
    const controller = new AbortController();
    onApproach(document, '.add', run, controller.signal);
    document.body.insertAdjacentHTML('beforeend', '<a class="add" id="add"><span id="label">1</span></a>');
    document.querySelector('#other b')!.dispatchEvent(new Event(type, { bubbles: true }));
    expect(run).not.toHaveBeenCalled();
    const label = document.getElementById('label')!;
    label.addEventListener(type, (event) => event.stopPropagation());
    label.dispatchEvent(new Event(type, { bubbles: true }));
    expect(run.mock.calls).toEqual([[document.getElementById('add')]]);
    controller.abort();
    label.dispatchEvent(new Event(type, { bubbles: true }));
    expect(run).toHaveBeenCalledTimes(1);
  });

  it('listens to the types it is given, and only to them', () => {
    document.body.innerHTML = '<button id="b">b</button>';
    const run = vi.fn();
    onApproach(document, 'button', run, new AbortController().signal, ['click']);
    const button = document.getElementById('b')!;
    button.dispatchEvent(new Event('pointerover', { bubbles: true }));
    expect(run).not.toHaveBeenCalled();
    button.click();
    expect(run).toHaveBeenCalledTimes(1);
  });
});
