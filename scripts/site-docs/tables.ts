import { matchPatternsOf, type SiteDocs, type SiteMeta } from '../../lib/messages/site-meta';

/** The files whose site tables `npm run site-docs` writes, by path from the repository root. */
export const SITE_DOC_FILES = ['README.md', 'content-scripts/sites/README.md', 'docs/permissions.md'] as const;
export type SiteDocFile = (typeof SITE_DOC_FILES)[number];
export type SiteDocTexts = Record<SiteDocFile, string>;

export interface DocumentedSite {
  meta: SiteMeta;
  docs: SiteDocs;
}

const PATTERN_HEADER = '| pattern | site |';
const PATTERN_CELL = /^\| `([^`]+)` \|/;

/** The rows of the markdown table headed `header`, and where they start. */
function tableAt(lines: readonly string[], file: string, header: string): { start: number; rows: string[] } {
  const headerAt = lines.indexOf(header);
  if (headerAt < 0) throw new Error(`${file}: no table headed ${header}`);
  const start = headerAt + 2;
  const end = lines.findIndex((line, index) => index >= start && !line.startsWith('|'));
  return { start, rows: lines.slice(start, end < 0 ? lines.length : end) };
}

/** `text` with the rows of the table headed `header` replaced, the old rows `keep` accepts kept after them. */
function withTable(text: string, file: string, header: string, rows: (old: string[]) => string[], keep: (row: string) => boolean = () => false): string {
  const lines = text.split('\n');
  const table = tableAt(lines, file, header);
  lines.splice(table.start, table.rows.length, ...rows(table.rows), ...table.rows.filter(keep));
  return lines.join('\n');
}

/**
 * docs/permissions.md's pattern table is prose a person writes per pattern: a pattern a folder
 * newly declares gets a row naming its site (to be said better by hand), a pattern no folder
 * declares loses its row, and every other row keeps its words and its place.
 */
function patternRows(sites: readonly DocumentedSite[], old: readonly string[]): string[] {
  const declared = sites.flatMap(({ meta, docs }) => [
    ...matchPatternsOf(meta).map((pattern) => ({ pattern, site: docs.site ?? meta.name })),
    ...(meta.playerFrameHosts ?? []).map((host) => ({ pattern: `*://${host}/*`, site: `${docs.site ?? meta.name}'s player frame` })),
  ]);
  const patterns = new Set(declared.map(({ pattern }) => pattern));
  const documented = new Set(old.map((row) => PATTERN_CELL.exec(row)?.[1]));
  return [
    ...old.filter((row) => patterns.has(PATTERN_CELL.exec(row)?.[1] ?? '')),
    ...declared.filter(({ pattern }) => !documented.has(pattern)).map(({ pattern, site }) => `| \`${pattern}\` | ${site} |`),
  ];
}

/**
 * The site tables of the three docs written from the folders' metas, in the sites' order: a new
 * folder's rows are written, not merged by hand, and a removed folder's rows go.
 */
export function siteDocTexts(texts: SiteDocTexts, unordered: readonly DocumentedSite[]): SiteDocTexts {
  const sites = [...unordered].sort((a, b) => a.meta.order - b.meta.order);
  const name = ({ meta, docs }: DocumentedSite) => docs.site ?? meta.name;
  return {
    'README.md': withTable(texts['README.md'], 'README.md', '| site | what is read | notes |', () =>
      sites.map((site) => `| ${name(site)} | ${site.docs.reads} | ${site.docs.notes} |`),
    ),
    'content-scripts/sites/README.md': withTable(
      texts['content-scripts/sites/README.md'],
      'content-scripts/sites/README.md',
      '| folder | site |',
      () => sites.map(({ meta, docs }) => `| \`${meta.id}/\` | ${docs.summary} |`),
      (row) => row.startsWith('| `generic/`'),
    ),
    'docs/permissions.md': withTable(
      withTable(texts['docs/permissions.md'], 'docs/permissions.md', '| site | page the import opens |', () =>
        sites.flatMap((site) => (site.meta.history ? [`| ${name(site)} | <${site.meta.history.page}> |`] : [])),
      ),
      'docs/permissions.md',
      PATTERN_HEADER,
      (old) => patternRows(sites, old),
    ),
  };
}
