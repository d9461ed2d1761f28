import type { CatalogItem } from './catalog/types.ts';

/**
 * The image host's pictures: one per catalog item and shape, drawn from the item itself (its
 * title and year set over colours derived from its id), so screenshots, the demo and visual tests
 * show artwork a person can tell apart, identical on every run and machine, with nothing fetched.
 */
export type ArtworkShape = 'poster' | 'fanart';

/** Pixel sizes by the path's size suffix (`_m` as spec 2.2 combines posters; `_l` for the header). */
const SIZES: Record<ArtworkShape, Record<string, readonly [number, number]>> = {
  poster: { s: [120, 180], m: [300, 450], l: [600, 900] },
  fanart: { s: [480, 270], m: [1280, 720], l: [1920, 1080] },
};

export const artworkSize = (shape: ArtworkShape, size: string): readonly [number, number] | undefined => SIZES[shape][size];

const escapeXml = (text: string) => text.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[char]!);

const KIND_LABELS: Record<CatalogItem['kind'], string> = { movie: 'film', tv: 'TV', anime: 'anime' };

/** A hue per id, spread by the golden angle so neighbouring ids look unlike each other. */
const hueOf = (id: number) => Math.round((id * 137.508) % 360);

/** Words wrapped to lines of at most `width` characters (a longer word keeps its own line). */
function wrap(title: string, width: number, maxLines: number): string[] {
  const lines: string[] = [];
  for (const word of title.split(/\s+/).filter(Boolean)) {
    const last = lines.at(-1);
    if (last !== undefined && last.length + 1 + word.length <= width) lines[lines.length - 1] = `${last} ${word}`;
    else lines.push(word);
  }
  if (lines.length <= maxLines) return lines;
  return [
    ...lines.slice(0, maxLines - 1),
    `${lines
      .slice(maxLines - 1)
      .join(' ')
      .slice(0, width - 1)}…`,
  ];
}

/**
 * An SVG picture for `item`, or a neutral one with `label` for a fragment that names no item (the
 * placeholder of items without a poster, the premium lists' card).
 */
export function artworkSvg(
  shape: ArtworkShape,
  [width, height]: readonly [number, number],
  item: Pick<CatalogItem, 'svc' | 'title' | 'year' | 'kind'> | { label: string },
): string {
  const drawn = 'svc' in item ? item : null;
  const hue = drawn ? hueOf(drawn.svc) : 0;
  const [top, bottom] = drawn ? [`hsl(${hue} 55% 42%)`, `hsl(${(hue + 40) % 360} 60% 18%)`] : ['hsl(0 0% 45%)', 'hsl(0 0% 25%)'];
  const poster = shape === 'poster';
  const fontSize = Math.round((poster ? width : height) * (poster ? 0.11 : 0.09));
  const lines = drawn ? wrap(drawn.title, poster ? 14 : 24, poster ? 4 : 2) : [(item as { label: string }).label];
  const caption = drawn ? [drawn.year ? String(drawn.year) : '', KIND_LABELS[drawn.kind]].filter(Boolean).join(' · ') : '';
  const x = poster ? width / 2 : width * 0.06;
  const anchor = poster ? 'middle' : 'start';
  const firstLine = (poster ? height * 0.62 : height * 0.7) - ((lines.length - 1) * fontSize * 1.15) / 2;
  const text = lines.map((line, index) => `<tspan x="${x}" y="${Math.round(firstLine + index * fontSize * 1.15)}">${escapeXml(line)}</tspan>`).join('');
  const captionY = Math.round(firstLine + lines.length * fontSize * 1.15 + fontSize * 0.4);
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">`,
    `<defs><linearGradient id="g" x1="0" y1="0" x2="0.4" y2="1"><stop offset="0" stop-color="${top}"/><stop offset="1" stop-color="${bottom}"/></linearGradient></defs>`,
    `<rect width="${width}" height="${height}" fill="url(#g)"/>`,
    // A large ring, placed by the id: a shape to recognise at thumbnail size where text is unreadable.
    drawn
      ? `<circle cx="${Math.round(width * (0.2 + (hue % 60) / 100))}" cy="${Math.round(height * 0.22)}" r="${Math.round(Math.min(width, height) * 0.28)}" fill="none" stroke="hsl(${(hue + 180) % 360} 70% 70% / 0.35)" stroke-width="${Math.max(2, Math.round(width * 0.03))}"/>`
      : '',
    `<text font-family="system-ui, sans-serif" font-weight="700" font-size="${fontSize}" fill="#fff" text-anchor="${anchor}">${text}</text>`,
    caption
      ? `<text x="${x}" y="${captionY}" font-family="system-ui, sans-serif" font-size="${Math.round(fontSize * 0.55)}" fill="#ffffffcc" text-anchor="${anchor}">${escapeXml(caption)}</text>`
      : '',
    '</svg>',
  ].join('');
}
