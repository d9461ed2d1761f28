import { spawnSync } from 'node:child_process';
import { REPO_ROOT, urlsFor } from './paths';

/** Builds the extension against a simulator on the given ports, into `outDir`. */
export function buildExtension(opts: { outDir: string; ports: Parameters<typeof urlsFor>[0]; browser?: 'chrome' | 'firefox'; auth?: 'v1' | 'v2' }): void {
  const urls = urlsFor(opts.ports);
  const args = ['wxt', 'build', ...(opts.browser === 'firefox' ? ['-b', 'firefox'] : [])];
  const result = spawnSync('npx', args, {
    cwd: REPO_ROOT,
    stdio: ['ignore', 'pipe', 'pipe'],
    encoding: 'utf8',
    env: {
      ...process.env,
      WATCHMARK_OUT_DIR: opts.outDir,
      WXT_SVC_API_URL: urls.api,
      WXT_SVC_WEB_URL: urls.web,
      WXT_SVC_CDN_URL: urls.cdn,
      WXT_SVC_IMAGE_URL: urls.image,
      WXT_SVC_AUTH: opts.auth ?? 'v2',
      // The simulator's registration of that generation (lib/config.ts defaults).
      WXT_SVC_CLIENT_ID: '',
    },
  });
  if (result.status !== 0) {
    throw new Error(`wxt build failed (exit ${result.status}):\n${result.stdout}\n${result.stderr}`);
  }
}
