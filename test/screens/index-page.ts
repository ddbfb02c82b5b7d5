// The page of `npm run screens`: every screen in a row, its widths side by side, each picture a
// link to itself at full size, with what the looking test finds on it under it.
import type { Screen } from "../support/screens/every-screen";

export interface Shot {
  screen: Screen;
  width: number;
  file: string;
  defects: string[];
}

const html = (text: string) =>
  text.replace(/[&<>"]/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;" })[c] as string);

const figure = ({ screen, width, file, defects }: Shot) => `<figure>
<a href="${html(file)}"><img src="${html(file)}" alt="${html(screen.name)} at ${width} px" loading="lazy"></a>
<figcaption>${width} px${defects.length ? `<ul>${defects.map((d) => `<li>${html(d)}</li>`).join("")}</ul>` : ""}</figcaption>
</figure>`;

export function screensPage(shots: Shot[]): string {
  const rows = [...new Set(shots.map((s) => s.screen))].map((screen) => {
    const mine = shots.filter((s) => s.screen === screen);
    return `<section><h2>${html(screen.name)} <small>${html(screen.as ?? "guest")} · ${html(screen.path)}</small></h2>
<div class="row">${mine.map(figure).join("\n")}</div></section>`;
  });
  const found = shots.reduce((n, s) => n + s.defects.length, 0);
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Every screen</title>
<style>
body { margin: 1rem; font: 14px/1.4 system-ui, sans-serif; background: #f3f4f6; color: #111827; }
h2 { font-size: 1rem; margin: 1.5rem 0 0.5rem; } small { color: #4b5563; font-weight: 400; word-break: break-all; }
.row { display: flex; gap: 1rem; align-items: flex-start; overflow-x: auto; }
figure { margin: 0; max-width: 320px; } figcaption { color: #4b5563; } figcaption li { color: #b91c1c; }
img { display: block; width: 300px; max-height: 1400px; object-fit: cover; object-position: top; border: 1px solid #d1d5db; background: #fff; }
</style></head><body>
<h1>Every screen at ${[...new Set(shots.map((s) => s.width))].join(", ")} px</h1>
<p>${shots.length} screenshots; the looking test finds ${found} defects.</p>
${rows.join("\n")}
</body></html>
`;
}
