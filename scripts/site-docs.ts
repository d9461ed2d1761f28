import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { tsImport } from 'tsx/esm/api';
import type { SiteDocs, SiteMeta } from '../lib/messages/site-meta';
import { loadSiteFolders, sitesDir } from '../modules/sites/load';
import { SITE_DOC_FILES, siteDocTexts, type SiteDocTexts } from './site-docs/tables';

// `npm run site-docs`: the site tables of README.md, content-scripts/sites/README.md and
// docs/permissions.md written from the folders' meta.ts (scripts/site-docs/tables.ts says how).
// content-scripts/sites/docs.test.ts holds the tables to the folders.
const root = join(import.meta.dirname, '..');
const sites = await Promise.all(
  (await loadSiteFolders(root)).map(async ({ meta }) => {
    const module = (await tsImport(join(sitesDir(root), meta.id, 'meta.ts'), pathToFileURL(join(root, 'package.json')).href)) as { docs: SiteDocs };
    return { meta: meta as SiteMeta, docs: module.docs };
  }),
);
const before = Object.fromEntries(SITE_DOC_FILES.map((file) => [file, readFileSync(join(root, file), 'utf8')])) as SiteDocTexts;
const after = siteDocTexts(before, sites);
const changed = SITE_DOC_FILES.filter((file) => after[file] !== before[file]);
for (const file of changed) writeFileSync(join(root, file), after[file]);
console.log(`site-docs: ${sites.length} sites; ${changed.length ? `rewrote ${changed.join(', ')}` : 'every table already up to date'}`);
