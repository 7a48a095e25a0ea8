/** One photographed state at every width, for the gallery. */
export interface GalleryEntry {
  id: string;
  title: string;
  path: string;
  /** width → image file name (relative to the gallery), or an error text when the shot failed. */
  shots: Array<{ width: number; file?: string; error?: string; /** Said after the width ("plugin off"). */ label?: string }>;
}

const esc = (text: string) =>
  text.replace(/[&<>"']/g, (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[ch]!);

/** The review gallery: every state in a row, its widths side by side, each linking to the full image. */
export function galleryHtml(entries: GalleryEntry[], takenAt: Date, about = 'at 375, 768 and 1440 px, taken against the staging fixtures'): string {
  const toc = entries.map((entry) => `<li><a href="#${esc(entry.id)}">${esc(entry.title)}</a></li>`).join('\n');
  const rows = entries
    .map((entry) => {
      const cells = entry.shots
        .map(({ width, file, error, label }) => {
          const caption = `${width} px${label ? `, ${label}` : ''}`;
          return file
            ? `<figure><a href="${esc(file)}"><img src="${esc(file)}" alt="${esc(entry.title)} at ${esc(caption)}" loading="lazy" width="${Math.round(width / 4)}"></a><figcaption>${esc(caption)}</figcaption></figure>`
            : `<figure class="failed"><figcaption>${esc(caption)}: ${esc(error ?? 'no shot')}</figcaption></figure>`;
        })
        .join('\n');
      return `<section id="${esc(entry.id)}"><h2>${esc(entry.title)} <a href="${esc(entry.path)}">${esc(entry.path)}</a></h2><div class="row">${cells}</div></section>`;
    })
    .join('\n');
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Visual review: every page and key state</title>
<style>
body{font:14px/1.4 system-ui,sans-serif;margin:1rem 2rem;color:#222}
.row{display:flex;gap:1rem;align-items:flex-start;overflow-x:auto}
figure{margin:0}img{border:1px solid #ccc;display:block;height:auto}
.failed figcaption{color:#b00020}
section{border-top:1px solid #ddd;padding:.5rem 0}
nav ol{columns:3}
</style></head><body>
<h1>Visual review</h1>
<p>${entries.length} states ${esc(about)}, ${esc(takenAt.toISOString())}. Click an image for full size.</p>
<nav><ol>${toc}</ol></nav>
${rows}
</body></html>
`;
}
