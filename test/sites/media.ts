// Test media for fixture sites: a generated WebM clip and byte-range serving of it.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, renameSync, rmSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const REPO_ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const CACHE_DIR = join(REPO_ROOT, 'test', '.cache');

const FFMPEG_MISSING =
  'ffmpeg is required to generate the test video clip but was not found on PATH. ' +
  'Install it: Debian/Ubuntu `sudo apt-get install -y ffmpeg`, macOS `brew install ffmpeg`, ' +
  'or point FFMPEG_PATH at an ffmpeg binary built with libvpx and libopus.';

// One generation per path per process even if many tests ask at once.
const pending = new Map<string, Promise<string>>();

const clipPathFor = (seconds: number) => join(CACHE_DIR, `clip-${seconds}s.webm`);

/**
 * The clip ensureClip made (the e2e global setup makes the 300 s one), if it exists: for fixture
 * handlers called with nothing but a request, as the table-driven runner calls them.
 */
export function cachedClip(seconds = 300): string | undefined {
  const path = clipPathFor(seconds);
  return existsSync(path) ? path : undefined;
}

export async function ensureClip(opts: { seconds?: number } = {}): Promise<string> {
  const seconds = opts.seconds ?? 300;
  if (!Number.isInteger(seconds) || seconds <= 0) {
    throw new Error(`ensureClip: seconds must be a positive integer, got ${seconds}`);
  }
  const target = clipPathFor(seconds);
  if (existsSync(target)) return target;
  let job = pending.get(target);
  if (!job) {
    job = generate(target, seconds).finally(() => pending.delete(target));
    pending.set(target, job);
  }
  return job;
}

async function generate(target: string, seconds: number): Promise<string> {
  mkdirSync(CACHE_DIR, { recursive: true });
  // A unique temp name plus rename means a killed run, or a parallel worker, never
  // leaves or sees a half-written clip.
  const temp = `${target}.${process.pid}.${Math.random().toString(36).slice(2)}.part`;
  const args = [
    '-hide_banner',
    '-loglevel',
    'error',
    '-nostdin',
    '-y',
    '-f',
    'lavfi',
    '-i',
    `testsrc=size=256x144:rate=5:duration=${seconds}`,
    '-f',
    'lavfi',
    '-i',
    `sine=frequency=440:sample_rate=48000:duration=${seconds}`,
    // A keyframe every second (5 frames at 5 fps) so seeks land exactly where asked.
    '-c:v',
    'libvpx',
    '-b:v',
    '40k',
    '-g',
    '5',
    '-keyint_min',
    '5',
    '-deadline',
    'realtime',
    '-cpu-used',
    '8',
    '-c:a',
    'libopus',
    '-b:a',
    '16k',
    '-ac',
    '1',
    '-shortest',
    '-f',
    'webm',
    temp,
  ];
  try {
    await run(process.env.FFMPEG_PATH ?? 'ffmpeg', args);
    renameSync(temp, target);
  } finally {
    rmSync(temp, { force: true });
  }
  return target;
}

function run(command: string, args: string[]): Promise<void> {
  return new Promise((resolvePromise, reject) => {
    const child = spawn(command, args, { stdio: ['ignore', 'ignore', 'pipe'] });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => {
      stderr += chunk.toString();
    });
    child.on('error', (err: NodeJS.ErrnoException) => {
      reject(err.code === 'ENOENT' ? new Error(FFMPEG_MISSING) : err);
    });
    child.on('close', (code) => {
      if (code === 0) resolvePromise();
      else reject(new Error(`ffmpeg exited with code ${code}: ${stderr.trim()}`));
    });
  });
}

export interface ByteResponse {
  status: number;
  headers: Record<string, string>;
  body: Buffer;
}

// Media elements only seek when the server honours Range (a plain 200 leaves
// `video.seekable` empty), so fixtures answer single ranges with 206.
export function byteRangeResponse(bytes: Buffer, rangeHeader: string | undefined, contentType: string): ByteResponse {
  const size = bytes.length;
  const base = { 'content-type': contentType, 'accept-ranges': 'bytes', 'cache-control': 'no-store' };
  const range = rangeHeader ? parseRange(rangeHeader, size) : 'none';
  if (range === 'none') {
    return { status: 200, headers: { ...base, 'content-length': String(size) }, body: bytes };
  }
  if (range === 'unsatisfiable') {
    return { status: 416, headers: { ...base, 'content-range': `bytes */${size}` }, body: Buffer.alloc(0) };
  }
  const body = bytes.subarray(range.start, range.end + 1);
  return {
    status: 206,
    headers: {
      ...base,
      'content-length': String(body.length),
      'content-range': `bytes ${range.start}-${range.end}/${size}`,
    },
    body,
  };
}

type ParsedRange = { start: number; end: number } | 'none' | 'unsatisfiable';

function parseRange(header: string, size: number): ParsedRange {
  const match = /^\s*bytes\s*=\s*(\d*)\s*-\s*(\d*)\s*$/i.exec(header);
  // Multi-range and malformed headers may be ignored (RFC 9110 §14.2): send it all.
  if (!match) return 'none';
  const [, first = '', last = ''] = match;
  if (first === '' && last === '') return 'none';
  if (first === '') {
    const suffix = Number(last);
    if (suffix === 0 || size === 0) return 'unsatisfiable';
    return { start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(first);
  if (start >= size) return 'unsatisfiable';
  const end = last === '' ? size - 1 : Math.min(Number(last), size - 1);
  if (end < start) return 'none';
  return { start, end };
}
