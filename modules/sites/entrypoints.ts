import { matchPatternsOf } from '../../lib/messages/site-meta.ts';
import type { SiteFolder } from './load';

/** One generated content script: its name (the built file's, content-scripts/<name>.js) and source. */
export interface GeneratedScript {
  name: string;
  source: string;
}

const HEADER = '// Generated from content-scripts/sites/*/meta.ts by modules/sites/ (wxt prepare, wxt build): do not edit.\n';
const DEFINE = "import { defineContentScript } from 'wxt/utils/define-content-script';";
const LIFETIME = "import type { Lifetime } from '../../content-scripts/player/lifetime';";
const from = (id: string, file: string) => `'../../content-scripts/sites/${id}/${file}'`;
// Written out: WXT reads `matches` for the manifest, and the object is bundled too, so each script carries its own patterns only.
const list = (patterns: readonly string[]) => JSON.stringify(patterns);

function script(imports: readonly string[], options: readonly string[]): string {
  return [HEADER, DEFINE, ...imports, '', 'export default defineContentScript({', ...options.map((line) => `  ${line}`), '});', ''].join('\n');
}

/** The site's own content script: how it starts is its meta's `start`. */
function siteScript({ meta }: SiteFolder): GeneratedScript {
  const start = meta.start ?? 'ask';
  const imports =
    start === 'own'
      ? [LIFETIME, `import start from ${from(meta.id, 'start')};`]
      : start === 'quiet'
        ? [LIFETIME, "import { watchSite as watch } from '../../content-scripts/player/watcher';", `import site from ${from(meta.id, 'site')};`]
        : [LIFETIME, "import { watchSupportedSite as watch } from '../../content-scripts/player/user-answers';", `import site from ${from(meta.id, 'site')};`];
  const main = start === 'own' ? 'main: (ctx: Lifetime) => start(ctx),' : 'main: (ctx: Lifetime) => watch(site, ctx),';
  return {
    name: meta.id,
    source: script(imports, [
      `matches: ${list(matchPatternsOf(meta))},`,
      // No runAt: document_idle is the browsers' default, and each option written here is bundled.
      '// The script lives as long as this copy of it (ctx): see content-scripts/player/lifetime.ts.',
      main,
    ]),
  };
}

/** The player frame's relay (the folder's player-frame.ts), in every frame of the frame hosts. */
function playerFrameScript({ meta }: SiteFolder, hosts: readonly string[]): GeneratedScript {
  return {
    name: `${meta.id}-player`,
    source: script(
      [LIFETIME, `import relay from ${from(meta.id, 'player-frame')};`],
      [`matches: ${list(hosts.map((host) => `*://${host}/*`))},`, 'allFrames: true,', "runAt: 'document_idle',", 'main: (ctx: Lifetime) => relay(ctx),'],
    ),
  };
}

/** Every content script the site folders ask for. */
export function siteScripts(folders: readonly SiteFolder[]): GeneratedScript[] {
  return folders.flatMap((folder) => [siteScript(folder), ...(folder.meta.playerFrameHosts ? [playerFrameScript(folder, folder.meta.playerFrameHosts)] : [])]);
}
