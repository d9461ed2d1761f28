import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { tsImport } from 'tsx/esm/api';
import type { SiteMeta } from '../../lib/messages/site-meta';

/** A site folder as the generator sees it: its meta, and which optional files it has. */
export interface SiteFolder {
  meta: SiteMeta;
  /** The folder has a page-world.ts (its reader is injected into the page's own world). */
  hasPageWorld: boolean;
  /** The folder has a table.ts: its fixture's table and server (the registry test asks for one). */
  hasTable: boolean;
  /** The folder has a history.ts: the reader of the user's viewing history on the site. */
  hasHistory: boolean;
}

/** A folder name that can be a site id: also a JS identifier in the generated lists (others, .hidden ones, are skipped). */
export const SITE_ID = /^[a-z][a-z0-9]*$/;

export const sitesDir = (root: string): string => join(root, 'content-scripts', 'sites');

/**
 * Every folder of content-scripts/sites/ with a meta.ts, by folder name. The metas are run (they
 * are plain data) so the generator can tell which scripts and readers a site has; a meta whose id
 * is not its folder's name stops the build.
 */
export async function loadSiteFolders(root: string): Promise<SiteFolder[]> {
  const dir = sitesDir(root);
  const names = readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && SITE_ID.test(entry.name) && existsSync(join(dir, entry.name, 'meta.ts')))
    .map((entry) => entry.name)
    .sort();
  return Promise.all(
    names.map(async (name) => {
      const module = (await tsImport(join(dir, name, 'meta.ts'), pathToFileURL(join(root, 'package.json')).href)) as { default: SiteMeta };
      const meta = module.default;
      if (meta?.id !== name) throw new Error(`content-scripts/sites/${name}/meta.ts: its id must be its folder's name '${name}', not '${meta?.id}'`);
      return {
        meta,
        hasPageWorld: existsSync(join(dir, name, 'page-world.ts')),
        hasTable: existsSync(join(dir, name, 'table.ts')),
        hasHistory: existsSync(join(dir, name, 'history.ts')),
      };
    }),
  );
}
