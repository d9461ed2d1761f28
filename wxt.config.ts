import { fileURLToPath } from 'node:url';
import { defineConfig } from 'wxt';
import { quietContentScriptEntry } from './lib/build/quiet-content-script-entry';
import { stripZodEvalProbe } from './lib/build/strip-zod-eval-probe';
import { hostPermissions, resolveConfig } from './lib/config';
import { writeSiteRegistry } from './modules/sites/write';

// Resolved once per build: a bad WXT_SVC_* value stops the build with ConfigError's message.
const service = resolveConfig(process.env);

const GENERIC_ORIGINS = ['https://*/*', 'http://*/*'];

// WXT is pinned to an exact version in package.json (0.21.4) while this config reaches into its
// internals: the alias below replaces its content-script context module by path, and
// quietContentScriptEntry rewrites its isolated-world entry by pattern (and stops the build when
// that pattern no longer matches). Neither has a public WXT API; move the pin only with both checked.
export default defineConfig({
  imports: false,
  vite: () => ({
    plugins: [stripZodEvalProbe(), quietContentScriptEntry()],
    // The content scripts' ctx without the helpers they never use (content-scripts/player/script-context.ts).
    resolve: { alias: { 'wxt/utils/content-script-context': fileURLToPath(new URL('./content-scripts/player/script-context.ts', import.meta.url)) } },
  }),
  // Tests and the demo build against their own simulator ports into their own folder.
  outDir: process.env.WATCHMARK_OUT_DIR ?? '.output',
  // `npm run release` (scripts/release.ts): store zips and the sources zip Mozilla's review needs.
  // Everything a reviewer needs to rebuild stays in (tests included); run output does not.
  zip: {
    excludeSources: ['release/**', 'reports/**', 'demo-output/**', 'bench-results.json', 'docs/screenshots/**'],
  },
  // The site lists are generated from the site folders (modules/sites/). WXT asks for the manifest
  // while it resolves this config, before any module runs, so they are generated here first and
  // read only then (a clean clone has none before its first `wxt prepare`).
  manifest: async ({ browser }) => {
    await writeSiteRegistry(fileURLToPath(new URL('.', import.meta.url)));
    const { HISTORY_PAGES_BY_SITE, matchPatternsFor, SITE_HOSTS } = await import('./lib/messages/sites');
    const SITES = Object.keys(SITE_HOSTS) as (keyof typeof SITE_HOSTS)[];
    return {
      name: '__MSG_appName__',
      description: '__MSG_appDescription__',
      default_locale: 'en',
      permissions: [
        'storage',
        'alarms',
        'identity',
        'webRequest',
        // Chromium drops a User-Agent set on fetch; a session rule sets it for our own requests.
        ...(browser === 'firefox' ? [] : ['declarativeNetRequestWithHostAccess']),
        // Generic detection: the popup reads the active tab's address when the user opens it, and
        // the detector is registered at runtime for the sites the user switches on.
        'activeTab',
        'scripting',
        // Firefox MV2: the pages of the sites whose history can be imported, so the library page can
        // find their tab and read there (scripting.executeScript). Their content scripts already run
        // on exactly these pages, so the install prompt names nothing new. Chrome lists every site's
        // pages in host_permissions below.
        ...(browser === 'firefox' ? (Object.keys(HISTORY_PAGES_BY_SITE) as (keyof typeof HISTORY_PAGES_BY_SITE)[]).flatMap(matchPatternsFor) : []),
      ],
      // Chrome: the supported sites' pages too, the ones the content scripts already run on (so no
      // new warning). After an update or reload the background injects the new content scripts into
      // open tabs of those sites (lib/background/reinject.ts), which needs their URLs and host access.
      // Firefox injects into open tabs by itself.
      host_permissions: [...hostPermissions(service), ...(browser === 'firefox' ? [] : SITES.flatMap(matchPatternsFor))],
      // Sites without an adapter, one origin at a time and only when the user asks (never at install);
      // notifications only when the user turns them on (options page). MV2 keeps origins in the same list.
      ...(browser === 'firefox'
        ? { optional_permissions: ['notifications', ...GENERIC_ORIGINS] }
        : { optional_permissions: ['notifications'], optional_host_permissions: GENERIC_ORIGINS }),
      // Nothing is web-accessible: Chrome reads the page-world players' timelines from the background
      // (scripting.executeScript in the tab's page world, lib/background/requests/page-timeline.ts),
      // Firefox through the Xray waiver, so no page can load or probe for a resource of ours.
      ...(browser === 'firefox'
        ? {
            browser_specific_settings: {
              gecko: {
                id: 'watchmark@watchmark.dev',
                strict_min_version: '142.0',
                data_collection_permissions: { required: ['none'] },
              },
              // Firefox for Android: data_collection_permissions (AMO's consent, required) arrived
              // there in 142, as on the desktop; everything else used (scripting, identity, alarms,
              // storage.session, webRequest) is older on Android.
              gecko_android: { strict_min_version: '142.0' },
            },
          }
        : {}),
    };
  },
});
