import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { E2E_FIREFOX_EXTENSION, REPO_ROOT } from './support/paths';

interface LintMessage {
  code: string;
  message: string;
  file?: string;
  line?: number;
  column?: number;
}

interface LintReport {
  errors: LintMessage[];
  warnings: LintMessage[];
  notices: LintMessage[];
  metadata: { id?: string; name?: string; manifestVersion?: number };
}

/**
 * Warnings that come from libraries we bundle, not from our code. Each is recognised by its code
 * and by what the minified source says where the linter points, not by file name (Vite moves
 * shared code between chunks as entrypoints come and go), so the same code raised by our own code
 * is still a failure. Each one is explained to store reviewers in docs/permissions.md.
 * zod's `new Function` probe is not here: its JIT is off (lib/zod-jitless.ts) and the build
 * removes the probe (lib/build/strip-zod-eval-probe.ts), so it must not come back.
 */
const KNOWN = [
  // Preact's renderer supports dangerouslySetInnerHTML; our pages never pass it.
  { library: 'preact', code: 'UNSAFE_VAR_ASSIGNMENT', source: /innerHTML=\w+\.__html/ },
] as const;

const PERMISSIONS_DOC = path.join(REPO_ROOT, 'docs', 'permissions.md');

/** Addons-linter runs Mozilla's AMO checks; web-ext is how the project calls it (`npm run lint:firefox`). */
function lint(dir: string): LintReport {
  const bin = path.join(REPO_ROOT, 'node_modules/.bin/web-ext');
  const result = spawnSync(bin, ['lint', '--source-dir', dir, '--output', 'json', '--no-config-discovery'], {
    cwd: REPO_ROOT,
    encoding: 'utf8',
  });
  try {
    return JSON.parse(result.stdout) as LintReport;
  } catch {
    throw new Error(`web-ext lint gave no JSON report (exit ${result.status}):\n${result.stdout}\n${result.stderr}`);
  }
}

/** The text around where the linter points (minified bundles are a few very long lines). */
function sourceAround(message: LintMessage): string {
  if (!message.file || !message.line) return '';
  const line = readFileSync(path.join(E2E_FIREFOX_EXTENSION, message.file), 'utf8').split('\n')[message.line - 1] ?? '';
  const column = message.column ?? 0;
  return line.slice(Math.max(0, column - 200), column + 200);
}

function libraryOf(message: LintMessage): string | undefined {
  const around = sourceAround(message);
  return KNOWN.find((known) => known.code === message.code && known.source.test(around))?.library;
}

/** One readable line per message; the bundle hash is dropped so the list is stable across builds. */
function describeMessage(message: LintMessage): string {
  const file = (message.file ?? '?').replace(/-[\w]{8}\.js$/, '-[hash].js');
  return `${message.code} ${file}:${message.line ?? '?'} (${libraryOf(message) ?? 'NOT a known library warning'}) ${message.message}`;
}

describe('Firefox build passes Mozilla addons-linter', () => {
  it('has no errors, and its only warning is the known one from Preact', () => {
    const report = lint(E2E_FIREFOX_EXTENSION);
    // Proof the linter read our build, not an empty or foreign folder.
    // The name is localized (_locales), so the manifest carries its message reference.
    expect(report.metadata).toMatchObject({ id: 'watchmark@watchmark.dev', name: '__MSG_appName__', manifestVersion: 2 });

    expect(report.errors.map(describeMessage), 'addons-linter errors').toEqual([]);

    const all = report.warnings.map(describeMessage);
    const known = report.warnings.filter((warning) => libraryOf(warning) !== undefined).map(describeMessage);
    // A new warning shows up as the extra line in the diff (expected = the known subset).
    expect(all, `addons-linter warnings:\n${all.join('\n')}`).toEqual(known);
  });

  it('explains every library warning it allows to store reviewers in docs/permissions.md', () => {
    const doc = readFileSync(PERMISSIONS_DOC, 'utf8');
    for (const known of KNOWN) expect(doc, `${known.library} ${known.code}`).toMatch(new RegExp(`${known.code}[^\\n]*${known.library}`, 'i'));
  });
});
