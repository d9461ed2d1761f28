import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { SITE_NAMES } from '../../lib/messages/site-names';
import { HISTORY_PAGES_BY_SITE, matchPatternsFor, PLAYER_FRAME_HOSTS, SITE_HOSTS, type SiteId } from '../../lib/messages/sites';
import { SITE_DOCS } from './registry';

// The docs' site tables: `npm run site-docs` writes the two README tables and docs/permissions.md's
// history reads from the folders' metas, and adds or drops rows of docs/permissions.md's pattern
// table (whose words are written by hand). All of them are held to the site folders here.
const root = join(import.meta.dirname, '../..');
const read = (file: string) => readFileSync(join(root, file), 'utf8');
const SITES = Object.keys(SITE_HOSTS) as SiteId[];

/** The rows of the markdown table whose header row is `header`. */
function tableRows(text: string, header: string): string[] {
  const lines = text.split('\n');
  const start = lines.indexOf(header);
  if (start < 0) throw new Error(`no table headed ${header}`);
  const rows: string[] = [];
  for (const line of lines.slice(start + 2)) {
    if (!line.startsWith('|')) break;
    rows.push(line);
  }
  return rows;
}

describe("the docs' site tables hold every site folder, and nothing else", () => {
  it("README.md: one row per site, as its meta.ts's docs say (what is read, what to know)", () => {
    const rows = tableRows(read('README.md'), '| site | what is read | notes |');
    const expected = SITES.map((site) => `| ${SITE_DOCS[site].site ?? SITE_NAMES[site]} | ${SITE_DOCS[site].reads} | ${SITE_DOCS[site].notes} |`);
    expect(rows).toEqual(expected);
  });

  it("content-scripts/sites/README.md: one row per folder, and the generic detector's", () => {
    const rows = tableRows(read('content-scripts/sites/README.md'), '| folder | site |');
    const expected = SITES.map((site) => `| \`${site}/\` | ${SITE_DOCS[site].summary} |`);
    expect(rows.filter((row) => !row.startsWith('| `generic/`'))).toEqual(expected);
    expect(rows.length).toBe(SITES.length + 1);
  });

  it('docs/permissions.md: a row for every content script pattern, player frames included, and for no other', () => {
    const rows = tableRows(read('docs/permissions.md'), '| pattern | site |');
    const documented = rows.map((row) => /^\| `([^`]+)` \|/.exec(row)?.[1]);
    const frames: Partial<Record<SiteId, readonly string[]>> = PLAYER_FRAME_HOSTS;
    const patterns = SITES.flatMap((site) => [...matchPatternsFor(site), ...(frames[site] ?? []).map((host) => `*://${host}/*`)]);
    expect([...documented].sort()).toEqual([...patterns].sort());
  });

  it('docs/permissions.md: a history-reads row for every site with a history reader, its page as the meta says', () => {
    const rows = tableRows(read('docs/permissions.md'), '| site | page the import opens |');
    const pages: Partial<Record<SiteId, string>> = HISTORY_PAGES_BY_SITE;
    const expected = SITES.flatMap((site) => (pages[site] ? [`| ${SITE_DOCS[site].site ?? SITE_NAMES[site]} | <${pages[site]}> |`] : []));
    expect(rows).toEqual(expected);
    expect(rows.length).toBeGreaterThanOrEqual(9);
  });
});
