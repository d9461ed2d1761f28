import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STANDARD_SOURCES } from '../../content-scripts/metadata/standard-sources';
import { siteItemIdOf, type SiteDefinition } from '../../content-scripts/player/site';
import { matchesPattern } from '../../content-scripts/sites/match-pattern';
import { matchPatternsOf, type SiteDocs, type SiteMeta } from '../../lib/messages/site-meta';
import { siteScripts } from '../../modules/sites/entrypoints';
import { SITE_METAS } from '../../.wxt/sites/registry';
import { PLAYER_FRAME_HOSTS, SITE_HOSTS, type SiteId } from '../../lib/messages/sites';
import { SITE_DOCS } from '../../content-scripts/sites/registry';
import { SITE_DOC_FILES, siteDocTexts, type SiteDocTexts } from '../../scripts/site-docs/tables';
import { templateFiles } from '../../scripts/new-site/template';
import type { SiteTable } from '../sites/site-table';

// The template written where a site folder lives (a hidden folder: the generator skips it, so
// the runs beside this one see no extra site), then held to the registry test's rules.
const dir = join(import.meta.dirname, '../../content-scripts/sites', `.new-site-${process.pid}`);
let meta: SiteMeta;
let examples: readonly string[];
let docs: SiteDocs;
let site: SiteDefinition;
let table: SiteTable;

beforeAll(async () => {
  mkdirSync(dir);
  for (const [file, text] of Object.entries(templateFiles('newsiteprobe', 99))) writeFileSync(join(dir, file), text);
  const metaModule = (await import(join(dir, 'meta.ts'))) as { default: SiteMeta; examples: readonly string[]; docs: SiteDocs };
  ({ default: meta, examples, docs } = metaModule);
  site = ((await import(join(dir, 'site.ts'))) as { default: SiteDefinition }).default;
  table = ((await import(join(dir, 'table.ts'))) as { default: SiteTable }).default;
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('npm run new-site: the template is a complete site as it stands', () => {
  it('names its folder, its adapter and a host no site claims', () => {
    expect(meta).toMatchObject({ id: 'newsiteprobe', name: 'Newsiteprobe', order: 99 });
    expect(site.id).toBe('newsiteprobe');
    const claimed = [...Object.values(SITE_HOSTS), ...Object.values(PLAYER_FRAME_HOSTS)].flat();
    expect(meta.hosts.filter((host) => claimed.includes(host))).toEqual([]);
  });

  it('has examples that are watch pages its content script runs on, and a table served there', () => {
    expect(examples.length).toBeGreaterThan(0);
    for (const href of [...examples, ...table.rows.map((row) => row.url)]) {
      expect(matchPatternsOf(meta).some((pattern) => matchesPattern(pattern, href))).toBe(true);
      expect(siteItemIdOf(site, new URL(href))).toBeTruthy();
    }
    expect(table.rows.length).toBeGreaterThan(0);
    expect(table.serve({ url: table.rows[0]!.url, headers: {} }).status).toBe(200);
  });

  it('degrades to the standard sources', () => {
    expect(site.guess.slice(-STANDARD_SOURCES.length)).toEqual(STANDARD_SOURCES);
  });

  it('gets a generated content script that watches with its adapter', () => {
    const [script, ...others] = siteScripts([{ meta, hasPageWorld: false, hasTable: true, hasHistory: false }]);
    expect(others).toEqual([]);
    expect(script!.name).toBe('newsiteprobe');
    expect(script!.source).toContain(`matches: ${JSON.stringify(matchPatternsOf(meta))}`);
    expect(script!.source).toContain("from '../../content-scripts/sites/newsiteprobe/site'");
  });

  it('comes into the docs with `npm run site-docs`, and leaves no trace when its folder goes', () => {
    const root = join(import.meta.dirname, '../..');
    const texts = Object.fromEntries(SITE_DOC_FILES.map((file) => [file, readFileSync(join(root, file), 'utf8')])) as SiteDocTexts;
    const sites = SITE_METAS.map((siteMeta) => ({ meta: siteMeta as SiteMeta, docs: SITE_DOCS[siteMeta.id as SiteId] }));
    expect(siteDocTexts(texts, sites)).toEqual(texts);

    const added = siteDocTexts(texts, [...sites, { meta, docs }]);
    expect(added['README.md']).toContain(`| ${docs.site ?? meta.name} | ${docs.reads} | ${docs.notes} |`);
    expect(added['content-scripts/sites/README.md']).toContain(`| \`newsiteprobe/\` | ${docs.summary} |`);
    for (const pattern of matchPatternsOf(meta)) expect(added['docs/permissions.md']).toContain(`| \`${pattern}\` | ${meta.name} |`);
    expect(siteDocTexts(added, sites)).toEqual(texts);
  });
});
