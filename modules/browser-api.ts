import { fileURLToPath } from 'node:url';
import type { Alias } from 'vite';
import { defineWxtModule } from 'wxt/modules';

const POLYFILL_BROWSER = fileURLToPath(new URL('../lib/build/polyfill-browser.ts', import.meta.url));

/**
 * One way to the browser API: every file imports `browser` from `wxt/browser`. The background and
 * the extension's pages get webextension-polyfill behind it (promise-returning message listeners
 * and one `browser` namespace in both browsers); the content scripts keep the browser's own object,
 * which is all they use and costs them nothing (the polyfill would add ~9 kB to every site script,
 * test/e2e/content-script-weight.test.ts). @wxt-dev/webextension-polyfill does the same aliasing for
 * every build at once, content scripts included, so it cannot serve here.
 */
export default defineWxtModule({
  name: 'watchmark:browser-api',
  setup(wxt) {
    wxt.hooks.hook('vite:build:extendConfig', (entrypoints, config) => {
      if (entrypoints.some((entrypoint) => entrypoint.type === 'content-script' || entrypoint.type === 'unlisted-script')) return;
      const alias: Alias = { find: /^wxt\/browser$/, replacement: POLYFILL_BROWSER };
      const current = config.resolve?.alias;
      const list: Alias[] = Array.isArray(current)
        ? [...(current as Alias[])]
        : Object.entries((current ?? {}) as Record<string, string>).map(([find, replacement]) => ({ find, replacement }));
      config.resolve = { ...config.resolve, alias: [alias, ...list] };
    });
  },
});
