import { describe, expect, it } from 'vitest';
import { galleryHtml } from './gallery-html.ts';

describe('galleryHtml', () => {
  it('lists every state with its widths, and says which shot failed', () => {
    const html = galleryHtml(
      [
        { id: 'home', title: 'Home <en>', path: '/home/', shots: [{ width: 375, file: 'home-375.png' }, { width: 1440, error: 'timeout' }] },
      ],
      new Date('2026-11-23T00:00:00Z'),
    );
    expect(html).toContain('<img src="home-375.png" alt="Home &lt;en&gt; at 375 px"');
    expect(html).toContain('1440 px: timeout');
    expect(html).toContain('<a href="#home">');
    expect(html).not.toContain('<en>');
  });
});
