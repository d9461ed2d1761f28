import { basename, relative } from 'node:path';
import { defineWxtModule } from 'wxt/modules';
import { writeSiteRegistry } from './write';

/**
 * A site is one folder (content-scripts/sites/<id>/): this module generates the lists keyed by
 * site from the folders' meta.ts before anything reads them (wxt.config.ts's manifest, tsc after
 * `wxt prepare`), and the sites' content scripts, which WXT then finds beside entrypoints/.
 */
export default defineWxtModule({
  name: 'watchmark:sites',
  setup: async (wxt) => {
    const scripts = await writeSiteRegistry(wxt.config.root);
    wxt.hooks.hook('entrypoints:found', (_, infos) => {
      infos.push(...scripts.map((inputPath) => ({ name: basename(inputPath, '.content.ts'), inputPath, type: 'content-script' as const })));
      // In WXT's own order (by path under the entrypoints folder), so the manifest lists them as before.
      const key = (path: string) => (scripts.includes(path) ? basename(path) : relative(wxt.config.entrypointsDir, path));
      infos.sort((a, b) => (key(a.inputPath) < key(b.inputPath) ? -1 : key(a.inputPath) > key(b.inputPath) ? 1 : 0));
    });
  },
});
