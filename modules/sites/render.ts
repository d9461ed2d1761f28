import type { SiteFolder } from './load';

const HEADER = '// Generated from content-scripts/sites/*/meta.ts by modules/sites/ (wxt prepare, wxt build, vitest): do not edit.\n';
const folder = (id: string, file: string) => `../../content-scripts/sites/${id}/${file}`;

/** .wxt/sites/registry.ts: every site's meta (the runtime data), for lib/messages/sites.ts. */
export function renderRegistry(folders: readonly SiteFolder[]): string {
  const ids = folders.map(({ meta }) => meta.id);
  return [
    HEADER,
    ...ids.map((id) => `import ${id} from '${folder(id, 'meta')}';`),
    '',
    'export const SITE_METAS = [' + ids.join(', ') + '] as const;',
    '',
  ].join('\n');
}

/** .wxt/sites/folders.ts: each folder's meta and adapter modules whole (examples, docs), for tests and docs. */
export function renderFolders(folders: readonly SiteFolder[]): string {
  const ids = folders.map(({ meta }) => meta.id);
  return [
    HEADER,
    ...ids.flatMap((id) => [`import * as ${id}Meta from '${folder(id, 'meta')}';`, `import * as ${id}Site from '${folder(id, 'site')}';`]),
    '',
    'export const SITE_FOLDERS = {',
    ...ids.map((id) => `  ${id}: { meta: ${id}Meta, site: ${id}Site },`),
    '} as const;',
    '',
  ].join('\n');
}

/**
 * .wxt/sites/page-world-readers.ts: the page-world timeline readers the background runs in a
 * site's page (Chrome), exactly those the
 * metas name (a meta naming a reader its page-world.ts lacks fails the typecheck; a page-world.ts
 * no meta names is reported by the generator).
 */
export function renderPageWorldReaders(folders: readonly SiteFolder[]): string {
  const named = folders.flatMap(({ meta, hasPageWorld }) => {
    if (hasPageWorld && !meta.pageWorldReader) throw new Error(`content-scripts/sites/${meta.id}/page-world.ts: its meta.ts names no pageWorldReader`);
    return meta.pageWorldReader ? [{ id: meta.id, reader: meta.pageWorldReader }] : [];
  });
  return [
    HEADER,
    ...named.map(({ id, reader }) => `import { ${reader} } from '${folder(id, 'page-world')}';`),
    '',
    'export const TIMELINE_READERS = {',
    ...named.map(({ id, reader }) => `  ${id}: ${reader},`),
    '};',
    '',
  ].join('\n');
}

/**
 * .wxt/sites/history-readers.ts: the history readers of the sites whose meta names a history page
 * (a history.ts without one, or the reverse, stops the generator).
 */
export function renderHistoryReaders(folders: readonly SiteFolder[]): string {
  const ids = folders.flatMap(({ meta, hasHistory }) => {
    if (hasHistory !== Boolean(meta.history))
      throw new Error(
        `content-scripts/sites/${meta.id}/: ${hasHistory ? 'history.ts has no history page in meta.ts' : "meta.ts names a history page but there's no history.ts"}`,
      );
    return meta.history ? [meta.id] : [];
  });
  return [
    HEADER,
    ...ids.map((id) => `import ${id} from '${folder(id, 'history')}';`),
    '',
    `export const HISTORY_READER_MODULES = { ${ids.join(', ')} };`,
    '',
  ].join('\n');
}

/** .wxt/sites/tables.ts: each folder's fixture table and server (its table.ts), for the tests. */
export function renderTables(folders: readonly SiteFolder[]): string {
  const ids = folders.filter(({ hasTable }) => hasTable).map(({ meta }) => meta.id);
  return [HEADER, ...ids.map((id) => `import ${id} from '${folder(id, 'table')}';`), '', `export const SITE_TABLE_MODULES = { ${ids.join(', ')} };`, ''].join(
    '\n',
  );
}
