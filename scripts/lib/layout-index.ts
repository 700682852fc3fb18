/** One screen taken by scripts/layout-screenshots.ts. */
export type Shot = {
  path: string;
  locale: string;
  name: string;
  width: number;
  /** The PNG, relative to the index. */
  file: string;
  findings: string[];
};

const escape = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/**
 * The contact sheet of the layout screenshots (screenshots/layout/index.html): one row per
 * address, one column per width, each screen's findings under it, and every finding at the top.
 */
export function layoutIndex(shots: Shot[], viewports: readonly { width: number }[]): string {
  const paths = [...new Set(shots.map((shot) => shot.path))];
  const findings = shots.flatMap((shot) => shot.findings);
  const cell = (shot: Shot | undefined) => {
    if (!shot) return '<td></td>';
    const notes = shot.findings
      .map((finding) => `<li>${escape(finding.replace(/^.*? at \d+: /, ''))}</li>`)
      .join('');
    return (
      `<td${shot.findings.length ? ' class="bad"' : ''}>` +
      `<a href="${escape(shot.file)}"><img src="${escape(shot.file)}" loading="lazy" width="200" alt=""></a>` +
      (notes ? `<ul>${notes}</ul>` : '') +
      '</td>'
    );
  };
  const rows = paths
    .map((path) => {
      const cells = viewports
        .map(({ width }) => cell(shots.find((shot) => shot.path === path && shot.width === width)))
        .join('');
      return `<tr><th>${escape(path)}</th>${cells}</tr>`;
    })
    .join('\n');
  const head = viewports.map(({ width }) => `<th>${width} px</th>`).join('');
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Layout screenshots</title>
<style>
body { font: 14px/1.4 system-ui, sans-serif; margin: 1rem; }
table { border-collapse: collapse; }
th, td { border: 1px solid #ccc; padding: 6px; vertical-align: top; text-align: left; }
td img { display: block; height: auto; max-height: 480px; object-fit: cover; object-position: top; }
td ul { max-width: 18rem; margin: 4px 0 0; padding-left: 1rem; color: #a61b29; }
td.bad { background: #fdecee; }
</style></head><body>
<h1>Layout screenshots</h1>
<p>${shots.length} screens, ${findings.length} findings. Click a screen for its full size.</p>
${findings.length ? `<ul>${findings.map((finding) => `<li>${escape(finding)}</li>`).join('')}</ul>` : ''}
<table><thead><tr><th>address</th>${head}</tr></thead><tbody>
${rows}
</tbody></table></body></html>
`;
}
