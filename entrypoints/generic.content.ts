import { defineContentScript } from 'wxt/utils/define-content-script';
import type { Lifetime } from '../content-scripts/player/lifetime';
import { startGenericDetector } from '../content-scripts/sites/generic/page';

/**
 * Sites without an adapter, off by default: registered at runtime (lib/background/generic/) for
 * each origin the user switched on and granted, never listed in the manifest. No `matches` here,
 * or WXT would add them to the install-time host permissions.
 */
export default defineContentScript({
  matches: [],
  registration: 'runtime',
  runAt: 'document_idle',
  main: (ctx: Lifetime) => startGenericDetector(ctx),
});
