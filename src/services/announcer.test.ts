import { describe, expect, it } from 'vitest';
import { announce } from './announcer.ts';

const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));

describe('announcer', () => {
  it('uses one polite and one assertive region for the page, and repeats a repeated message', async () => {
    announce('Added to cart');
    await frame();
    const polite = document.querySelectorAll('[data-announcer="polite"]');
    expect(polite).toHaveLength(1);
    expect(polite[0]!.getAttribute('aria-live')).toBe('polite');
    expect(polite[0]!.textContent).toBe('Added to cart');
    announce('Added to cart');
    expect(polite[0]!.textContent).toBe('');
    await frame();
    expect(polite[0]!.textContent).toBe('Added to cart');
    announce('Error', { politeness: 'assertive' });
    await frame();
    expect(document.querySelector('[data-announcer="assertive"]')!.textContent).toBe('Error');
    expect(document.querySelectorAll('[data-announcer]')).toHaveLength(2);
  });
});
