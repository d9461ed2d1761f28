/**
 * What a site is, as data: everything the rest of the extension needs to know about it without
 * running its adapter. Each site folder's meta.ts (content-scripts/sites/<id>/meta.ts)
 * default-exports one; the registry, the content script entrypoints, the manifest's host lists
 * and the docs' site tables are all derived from them (modules/sites/). No DOM, no browser API:
 * the background and wxt.config.ts read these. It lives in lib/messages so that lib may read the
 * sites without importing content-scripts: a meta.ts imports this file and nothing else.
 */
export interface SiteMeta {
  /** The site's id (a SiteId): its folder's name. */
  id: string;
  /** How the site is named to the user (a brand name: not translated). */
  name: string;
  /** Where the site is listed (options page, manifest): sites keep the place they were added in. */
  order: number;
  /** The hosts its pages live on; a host belongs to one site only. */
  hosts: readonly string[];
  /** Where a host carries the site on some paths only (`/gp/video/*`): the paths the script runs on. */
  paths?: Readonly<Record<string, readonly string[]>>;
  /** Hosts of the site's cross-origin player frame, which relays to the watch page (./player-frame.ts). */
  playerFrameHosts?: readonly string[];
  /** The top frame's paths (its watch pages) that frame the player: a relay from a frame elsewhere is not heard. */
  playerFramePath?: RegExp;
  /** The site's own APIs on hosts of their own, which its pages or its adapter call. */
  apiHosts?: readonly string[];
  /** The export of ./page-world.ts that reads the player's timeline in the page's own world. */
  pageWorldReader?: string;
  /**
   * How the content script starts: `ask` (the default) watches with site.ts's adapter and asks the
   * user about a video no source can name; `quiet` never asks (most of what plays there is no
   * program); `own` runs the default export of the folder's start.ts.
   */
  start?: 'ask' | 'quiet' | 'own';
  /** The site's catalog is anime: its titles are looked up in the service's anime catalog first. */
  anime?: true;
  /**
   * The site keeps the user's viewing history where its pages can read it: `page` is where "Open
   * <site>" leads, and the folder's history.ts default-exports the reader (the library's import).
   */
  history?: { page: string };
}

/** What the docs say of a site (a meta.ts's `docs`): checked against them by sites-docs.test.ts. */
export interface SiteDocs {
  /** The folder's line in content-scripts/sites/README.md. */
  summary: string;
  /** The README's row, where it names the site otherwise than `name`. */
  site?: string;
  /** The README's row: what is read, and what the user should know (its limitations). */
  reads: string;
  notes: string;
}

/** A site's meta.ts: its literal id and hosts kept, so SiteId and SITE_HOSTS are exact types. */
export const defineSiteMeta = <const Meta extends SiteMeta>(meta: Meta): Meta => meta;

/** A site's content script match patterns: each host whole, or only the paths its meta names for it. */
export const matchPatternsOf = (meta: SiteMeta): string[] => meta.hosts.flatMap((host) => (meta.paths?.[host] ?? ['/*']).map((path) => `*://${host}${path}`));
