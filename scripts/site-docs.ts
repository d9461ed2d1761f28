import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { tsImport } from 'tsx/esm/api';
import type { SiteDocs, SiteMeta } from '../lib/messages/site-meta';
import { loadSiteFolders, sitesDir } from '../modules/sites/load';

// `npm run site-docs`: writes the site tables of README.md and content-scripts/sites/README.md, and
// docs/permissions.md's history reads, from the folders' meta.ts (their `docs` and `history`), in
// the sites' order, so a new folder's rows are written, not merged by hand. content-scripts/sites/docs.test.ts holds the tables to the same text.
const root = join(import.meta.dirname, '..');
const folders = (await loadSiteFolders(root)).sort((a, b) => a.meta.order - b.meta.order);
const sites = await Promise.all(
  folders.map(async ({ meta }) => {
    const module = (await tsImport(join(sitesDir(root), meta.id, 'meta.ts'), pathToFileURL(join(root, 'package.json')).href)) as { docs: SiteDocs };
    return { meta: meta as SiteMeta, docs: module.docs };
  }),
);

/** Replaces the rows of the markdown table headed `header`, keeping the rows `keep` accepts. */
function rewriteTable(file: string, header: string, rows: string[], keep: (row: string) => boolean = () => false): void {
  const path = join(root, file);
  const lines = readFileSync(path, 'utf8').split('\n');
  const start = lines.indexOf(header);
  if (start < 0) throw new Error(`${file}: no table headed ${header}`);
  let end = start + 2;
  while (end < lines.length && lines[end]!.startsWith('|')) end += 1;
  const kept = lines.slice(start + 2, end).filter(keep);
  lines.splice(start + 2, end - start - 2, ...rows, ...kept);
  writeFileSync(path, lines.join('\n'));
}

rewriteTable(
  'README.md',
  '| site | what is read | notes |',
  sites.map(({ meta, docs }) => `| ${docs.site ?? meta.name} | ${docs.reads} | ${docs.notes} |`),
);
rewriteTable(
  'content-scripts/sites/README.md',
  '| folder | site |',
  sites.map(({ meta, docs }) => `| \`${meta.id}/\` | ${docs.summary} |`),
  (row) => row.startsWith('| `generic/`'),
);
rewriteTable(
  'docs/permissions.md',
  '| site | page the import opens |',
  sites.flatMap(({ meta, docs }) => (meta.history ? [`| ${docs.site ?? meta.name} | <${meta.history.page}> |`] : [])),
);
console.log(`site-docs: ${sites.length} sites in README.md and content-scripts/sites/README.md, history reads in docs/permissions.md`);
