import { spawn } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import path from 'node:path';

/** One command of several run at once (scripts/e2e.ts, scripts/checks.ts). */
export interface Lane {
  name: string;
  command: string;
  args: string[];
  cwd: string;
  env?: Record<string, string>;
  /**
   * Where the lane's output goes while others run beside it: held and printed as one block when it
   * ends (and saved to `log` if given), so lanes' lines never interleave. Without it: the terminal.
   */
  held?: { log?: string };
}

/** Runs the lane; resolves with its exit code (1 when a signal ended it). */
export function runLane(lane: Lane): Promise<number> {
  return new Promise((resolve) => {
    const child = spawn(lane.command, lane.args, {
      cwd: lane.cwd,
      env: { ...process.env, ...lane.env },
      stdio: lane.held ? ['ignore', 'pipe', 'pipe'] : 'inherit',
    });
    const out: Buffer[] = [];
    child.stdout?.on('data', (chunk: Buffer) => out.push(chunk));
    child.stderr?.on('data', (chunk: Buffer) => out.push(chunk));
    child.on('close', (code, signal) => {
      if (lane.held) {
        const text = Buffer.concat(out).toString('utf8');
        if (lane.held.log) writeFileSync(lane.held.log, text);
        const where = lane.held.log ? ` (also in ${path.relative(lane.cwd, lane.held.log)})` : '';
        process.stdout.write(`\n── ${lane.name}${where} ──\n${text}`);
      }
      resolve(code ?? (signal ? 1 : 0));
    });
  });
}

/** Runs every lane at once; the exit code is 1 if any failed, after all ended, with one summary line. */
export async function runLanes(what: string, lanes: Lane[]): Promise<number> {
  const started = Date.now();
  const codes = await Promise.all(lanes.map(runLane));
  const seconds = Math.round((Date.now() - started) / 1000);
  console.log(`\n${what}: ${lanes.map((lane, index) => `${lane.name} ${codes[index] === 0 ? 'passed' : 'FAILED'}`).join(', ')} in ${seconds} s`);
  return codes.some((code) => code !== 0) ? 1 : 0;
}
