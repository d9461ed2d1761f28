#!/usr/bin/env node
// Makes a fresh clone ready for `npm run demo` / `npm test`: npm packages, and on Debian the
// system packages the browser tests need (Chromium, Firefox ESR, ffmpeg, a Japanese font). Fast no-op when ready.
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, lstatSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

function has(command) {
  return spawnSync('sh', ['-c', `command -v ${command}`], { stdio: 'ignore' }).status === 0;
}

function run(command, args) {
  console.log(`setup: ${command} ${args.join(' ')}`);
  execFileSync(command, args, { cwd: root, stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
}

const missing = [];
if (!process.env.CHROMIUM_PATH && !existsSync('/usr/lib/chromium/chromium') && !has('chromium')) missing.push('chromium');
if (!has('ffmpeg')) missing.push('ffmpeg');
if (process.argv.includes('--firefox') && !has('firefox-esr')) missing.push('firefox-esr');
if (process.argv.includes('--firefox') && !has('openssl')) missing.push('openssl');
// The Japanese popup e2e measures real glyphs (and its screenshot shows them): a Japanese font.
const fcList = spawnSync('fc-list', [':lang=ja'], { encoding: 'utf8' });
if (fcList.status !== 0 || fcList.stdout.trim() === '') missing.push('fonts-ipafont-gothic');
if (missing.length > 0) {
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (!isRoot || !has('apt-get')) {
    console.error(`setup: missing ${missing.join(', ')}. Install them (Debian: sudo apt-get install -y ${missing.join(' ')}) and run again.`);
    process.exit(1);
  }
  run('apt-get', ['update', '-qq']);
  run('apt-get', ['install', '-y', '-qq', '--no-install-recommends', ...missing]);
}

const lock = path.join(root, 'package-lock.json');
const installed = path.join(root, 'node_modules/.package-lock.json');
const modules = path.join(root, 'node_modules');
if (existsSync(modules) && lstatSync(modules).isSymbolicLink()) {
  // A worktree sharing another checkout's install: npm ci would empty the install it links to.
  console.log('setup: node_modules links to a shared install; not reinstalling it from here');
} else if (!existsSync(installed) || statSync(installed).mtimeMs < statSync(lock).mtimeMs) {
  run('npm', ['ci', '--no-audit', '--no-fund']);
}
