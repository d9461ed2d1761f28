import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { loadSiteFolders, SITE_ID, sitesDir } from '../modules/sites/load';
import { templateFiles } from './new-site/template';

// `npm run new-site -- <id>`: content-scripts/sites/<id>/ from the template, nothing else. The
// registry, the entrypoint and the manifest's lists pick the folder up at the next prepare or build.
const root = join(import.meta.dirname, '..');
const id = process.argv[2] ?? '';
if (!SITE_ID.test(id) || id === 'generic') {
  console.error(`usage: npm run new-site -- <id>  (lowercase letters and digits, not 'generic'; got '${id}')`);
  process.exit(1);
}
const dir = join(sitesDir(root), id);
if (existsSync(dir)) {
  console.error(`content-scripts/sites/${id}/ already exists`);
  process.exit(1);
}
const order = Math.max(0, ...(await loadSiteFolders(root)).map(({ meta }) => meta.order)) + 1;
mkdirSync(dir);
for (const [file, text] of Object.entries(templateFiles(id, order))) writeFileSync(join(dir, file), text);
console.log(`content-scripts/sites/${id}/: ${Object.keys(templateFiles(id, order)).join(', ')}`);
console.log(`next: fill in meta.ts (hosts, docs), site.ts's readers and table.ts's fixture, then \`npm run site-docs\``);
console.log('      writes its rows in README.md, content-scripts/sites/README.md and docs/permissions.md');
