import { afterEach, describe, expect, it } from 'vitest';
import { whenDomParsed } from './dom-parsed.ts';

describe('whenDomParsed', () => {
  afterEach(() => void delete (document as { readyState?: string }).readyState);

  it('runs now on a parsed document', () => {
    const ran: string[] = [];
    whenDomParsed(document, () => ran.push('run'));
    expect(ran).toEqual(['run']);
  });

  it('while the document is parsed: runs once at DOMContentLoaded, before listeners added after it (jQuery\'s ready)', () => {
    Object.defineProperty(document, 'readyState', { value: 'loading', configurable: true });
    const ran: string[] = [];
    whenDomParsed(document, () => ran.push('run'));
    document.addEventListener('DOMContentLoaded', () => ran.push('ready'), { once: true });
    expect(ran).toEqual([]);
    document.dispatchEvent(new Event('DOMContentLoaded'));
    document.dispatchEvent(new Event('DOMContentLoaded'));
    expect(ran).toEqual(['run', 'ready']);
  });
});
