import type { Plugin } from 'vite';
import { matchPatternsFor, SITE_HOSTS, type SiteId } from '../messages/sites';

const CONTENT_SCRIPT = /[\\/]entrypoints[\\/][^\\/]+\.content\.ts$/;
const CALL = /\bmatchPatternsFor\(\s*'([a-z0-9]+)'\s*\)/g;

/** A content script's `matches: matchPatternsFor('x')` with the patterns written out. */
export function inlineMatchPatterns(code: string): string {
  return code.replace(CALL, (call, site: string) => {
    if (!(site in SITE_HOSTS)) throw new Error(`${call}: no site '${site}' in SITE_HOSTS`);
    return JSON.stringify(matchPatternsFor(site as SiteId));
  });
}

/**
 * Build step: a content script's `matches` is read by WXT for the manifest, but the definition
 * object is bundled too, so `matchPatternsFor` carried every site's hosts into every content script
 * (about 40 bytes a site, against the 20 kB budget of issue 17). Written out at build time, each
 * script carries its own patterns only.
 */
export function inlineContentScriptMatches(): Plugin {
  return {
    name: 'watchmark:inline-match-patterns',
    enforce: 'pre',
    transform(code, id) {
      if (!CONTENT_SCRIPT.test(id.split('?')[0]!)) return null;
      const inlined = inlineMatchPatterns(code);
      return inlined === code ? null : { code: inlined, map: null };
    },
  };
}
