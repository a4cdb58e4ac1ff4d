// The visual tests' report (scripts/test-visual.mjs): reports/visual/index.html, each difference with
// its expected, actual and diff images side by side (the images in reports/visual/<name>/).

const escapeHtml = (text) =>
  String(text).replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c],
  );

/** A relative address for the file `name/file`, each segment percent-encoded. */
const href = (name, file) => `${encodeURIComponent(name)}/${file}`;

/**
 * @param {Array<{ name: string, title: string, reason: string, files: string[] }>} entries
 *   `files`: which of expected.png, actual.png, diff.png were written for it.
 */
export function reportHtml(entries, { date }) {
  const rows = entries
    .map(({ name, title, reason, files }) => {
      const cells = ['expected.png', 'actual.png', 'diff.png']
        .map((file) => {
          const label = file.replace('.png', '');
          return files.includes(file)
            ? `<figure><figcaption>${label}</figcaption><a href="${escapeHtml(href(name, file))}"><img src="${escapeHtml(href(name, file))}" alt="${escapeHtml(`${name}: ${label}`)}" loading="lazy"></a></figure>`
            : `<figure><figcaption>${label}</figcaption><p class="none">none</p></figure>`;
        })
        .join('');
      return `<section id="${escapeHtml(name)}"><h2>${escapeHtml(name)}</h2><p>${escapeHtml(title)}: ${escapeHtml(reason)}</p><div class="images">${cells}</div></section>`;
    })
    .join('\n');
  const list = entries
    .map(
      ({ name, reason }) =>
        `<li><a href="#${escapeHtml(encodeURIComponent(name))}">${escapeHtml(name)}</a>: ${escapeHtml(reason)}</li>`,
    )
    .join('');
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<title>Visual differences (${entries.length})</title>
<style>
body { font-family: system-ui, sans-serif; margin: 1.5rem; color: #1f1a1d; }
section { border-top: 1px solid #ddd2cb; padding: 1rem 0; }
h2 { font-size: 1.1rem; margin: 0 0 0.25rem; }
.images { display: grid; grid-template-columns: repeat(3, minmax(0, 1fr)); gap: 1rem; align-items: start; }
figure { margin: 0; }
figcaption { font-weight: 600; margin-bottom: 0.25rem; }
img { max-width: 100%; border: 1px solid #ddd2cb; background: repeating-conic-gradient(#eee 0 25%, #fff 0 50%) 0 0 / 16px 16px; }
.none { color: #5c5359; font-style: italic; }
</style>
</head>
<body>
<h1>Visual differences: ${entries.length}</h1>
<p>${escapeHtml(date)}. Expected is the baseline (visual/baselines/), actual this run's screenshot. If a change is intended, update its baseline: <code>npm run test:visual -- --update --story &lt;story-id&gt;</code>.</p>
<ul>${list}</ul>
${rows}
</body>
</html>
`;
}
