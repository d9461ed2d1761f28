import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { runLanes } from './lanes';

// `npm run checks`: the typecheck, the format check and the lint at once. Each is one process on one
// core, so on CI's two cores the three take about the lint's time instead of the sum (the lint alone
// is about two minutes of CPU). WXT's generated files come first: the others read them.
const root = path.join(import.meta.dirname, '..');
execFileSync('npx', ['wxt', 'prepare'], { cwd: root, stdio: 'inherit' });
const npm = (script: string) => ({ name: script, command: 'npm', args: ['run', '--silent', script], cwd: root, held: {} });
process.exit(
  await runLanes('checks', [{ name: 'typecheck', command: 'npx', args: ['tsc', '--noEmit'], cwd: root, held: {} }, npm('format:check'), npm('lint')]),
);
