/**
 * `npm run test:e2e`: the e2e suite in two lanes at once. The chaos run (one long test that mostly
 * waits on a video playing at speed) and the Chromium site tables run beside the other files, on
 * ports and a build of their own, instead of after them. Every e2e file already has to pass with another e2e file running
 * beside it (a loaded CI machine), so the lanes ask nothing new of the tests. Both lanes must pass.
 *
 * Arguments after `--` go to the main lane's vitest (`npm run test:e2e -- test/e2e/popup.test.ts`
 * runs that file alone, without the chaos lane).
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { buildExtension } from '../test/e2e/support/build';
import { e2eOutDir, PORT_BASE, portsFrom, REPO_ROOT } from '../test/e2e/support/paths';
import { runLanes, type Lane } from './lanes';

const CHAOS_FILE = 'test/e2e/chaos.test.ts';
/**
 * The second lane: the chaos run and the Chromium site tables, the two longest files (about 9
 * minutes each), and Chromium-only files that even the lanes out (in the last clean-clone CI the
 * main lane's files took 27 minutes to this lane's 19; these five move about 4 of them). All need
 * only the Chrome build. The main lane keeps every other file.
 */
const SECOND_LANE = [
  CHAOS_FILE,
  'test/e2e/site-tables.test.ts',
  'test/e2e/visual.test.ts',
  'test/e2e/ask-before.test.ts',
  'test/e2e/popup.test.ts',
  'test/e2e/apple-paramount.test.ts',
  'test/e2e/tubi-pluto.test.ts',
  'test/e2e/hidive-viki.test.ts',
  // Session 18 added about 70 s of Firefox checks to the main lane: this Chromium file evens it out.
  'test/e2e/generic.test.ts',
];
/** The chaos lane's ports: far enough from the main lane's four, its media servers and their debug ports. */
const CHAOS_PORT_BASE = PORT_BASE + 500;
const picked = process.argv.slice(2);

const vitestE2e = (args: string[]) => ['vitest', 'run', '--project', 'e2e', ...args];
const lanes: Lane[] = [
  {
    name: 'e2e',
    command: 'npx',
    args: vitestE2e([...(picked.length ? picked : SECOND_LANE.flatMap((file) => ['--exclude', file])), '--outputFile.junit=reports/junit-e2e.xml']),
    cwd: REPO_ROOT,
  },
];
if (picked.length === 0) {
  const reports = path.join(REPO_ROOT, 'reports');
  mkdirSync(reports, { recursive: true });
  const chaosEnv = { WATCHMARK_E2E_PORT_BASE: String(CHAOS_PORT_BASE), WATCHMARK_E2E_PREBUILT: '1' };
  // Built before either lane starts: the main lane's global setup builds in this checkout too.
  buildExtension({ outDir: e2eOutDir(CHAOS_PORT_BASE), ports: portsFrom(CHAOS_PORT_BASE) });
  lanes.push({
    name: 'second lane',
    command: 'npx',
    args: vitestE2e([...SECOND_LANE, '--outputFile.junit=reports/junit-second.xml']),
    cwd: REPO_ROOT,
    env: chaosEnv,
    held: { log: path.join(reports, 'second-lane.log') },
  });
}

process.exit(await runLanes('e2e', lanes));
