import { defineConfig } from 'wxt';
import { hostPermissions, resolveConfig } from './lib/config';
import { SITE_HOSTS } from './lib/messages/sites';

// Resolved once per build: a bad WXT_SVC_* value stops the build with ConfigError's message.
const service = resolveConfig(process.env);

const GENERIC_ORIGINS = ['https://*/*', 'http://*/*'];

export default defineConfig({
  imports: false,
  // Tests and the demo build against their own simulator ports into their own folder.
  outDir: process.env.WATCHMARK_OUT_DIR ?? '.output',
  // `npm run release` (scripts/release.ts): store zips and the sources zip Mozilla's review needs.
  // Everything a reviewer needs to rebuild stays in (tests included); run output does not.
  zip: {
    excludeSources: ['release/**', 'reports/**', 'demo-output/**', 'bench-results.json', 'docs/screenshots/**'],
  },
  manifest: ({ browser }) => ({
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
    ],
    host_permissions: hostPermissions(service),
    // Sites without an adapter, one origin at a time and only when the user asks (never at install);
    // notifications only when the user turns them on (options page). MV2 keeps origins in the same list.
    ...(browser === 'firefox'
      ? { optional_permissions: ['notifications', ...GENERIC_ORIGINS] }
      : { optional_permissions: ['notifications'], optional_host_permissions: GENERIC_ORIGINS }),
    // The page-world timeline reader is injected into the sites' pages, and only there.
    web_accessible_resources: [
      { resources: ['page-world.js'], matches: Object.values(SITE_HOSTS).flat().map((host) => `https://${host}/*`) },
    ],
    ...(browser === 'firefox'
      ? {
          browser_specific_settings: {
            gecko: {
              id: 'watchmark@watchmark.dev',
              strict_min_version: '142.0',
              data_collection_permissions: { required: ['none'] },
            },
          },
        }
      : {}),
  }),
});
