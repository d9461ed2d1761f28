/**
 * The files of a new site's folder (`npm run new-site -- <id>`): a site that builds, registers and
 * passes the registry test as it is, on a placeholder host, with a one-row table on a page of its
 * own. Whoever writes the adapter replaces the host, the watch path, the sources, the examples,
 * the docs and the table (SITES.md first; content-scripts/sites/README.md says how).
 */
export function templateFiles(id: string, order: number): Record<string, string> {
  const host = `www.${id}.test`;
  const name = id[0]!.toUpperCase() + id.slice(1);
  return {
    'meta.ts': `import { defineSiteMeta, type SiteDocs } from '../../../lib/messages/site-meta';

export default defineSiteMeta({
  id: '${id}',
  name: '${name}',
  order: ${order},
  // The site's real hosts (a host belongs to one site only).
  hosts: ['${host}'],
});

/** Real URLs the adapter was written against (a named export: no script carries them). */
export const examples: readonly string[] = ['https://${host}/watch/1'];

/** What content-scripts/sites/README.md and the README say of the site. */
export const docs: SiteDocs = {
  summary: '${name}',
  reads: 'JSON-LD and Open Graph (checked against the address)',
  notes: 'new: no site-specific source yet',
};
`,
    'site.ts': `import { STANDARD_SOURCES } from '../../metadata/standard-sources';
import { defineSite } from '../../player/site';

/** ${name}: /watch/{id} names what plays. Its own sources (its API, its player's data) go before the standard ones. */
export default defineSite({
  id: '${id}',
  watchPath: /^\\/watch\\/(?<siteItemId>[^/]+)/,
  playerRoot: 'main',
  guess: [...STANDARD_SOURCES],
});
`,
    'table.ts': `import { defineSiteTable } from '../../../test/sites/site-table';

/** A page with no video: nothing may be reported. The real fixture goes in test/sites/${id}/. */
const PAGE = '<!doctype html><html><head><title>${name}</title></head><body><main></main></body></html>';

export default defineSiteTable({
  rows: [{ url: 'https://${host}/watch/1', expected: null }],
  serve: () => ({ status: 200, headers: { 'content-type': 'text/html' }, body: PAGE }),
  standardMarkupNamesTheItem: false,
});
`,
  };
}
