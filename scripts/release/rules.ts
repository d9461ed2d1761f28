import type { ServiceConfig } from '../../lib/config';

/**
 * The release notes of one version, read from CHANGELOG.md. A release without notes is refused:
 * store reviewers and users read them, and an empty heading says nothing.
 *
 * A version's entry is a second-level heading naming the version (`## 0.2.0`, `## [0.2.0]`,
 * `## 0.2.0 - 2026-11-23`) followed by at least one line of text before the next such heading.
 */
export function changelogEntry(changelog: string, version: string): string | null {
  const lines = changelog.split(/\r?\n/);
  const heading = new RegExp(`^##\\s+\\[?v?${escapeRegExp(version)}\\]?(?=\\s|$)`);
  const start = lines.findIndex((line) => heading.test(line));
  if (start === -1) return null;
  const rest = lines.slice(start + 1);
  const end = rest.findIndex((line) => /^##\s/.test(line));
  const body = (end === -1 ? rest : rest.slice(0, end)).join('\n').trim();
  return body === '' ? null : body;
}

/** package.json's version, checked to be what both stores accept (dotted numbers only). */
export function storeVersion(raw: unknown): string {
  if (typeof raw !== 'string' || !/^\d{1,9}(\.\d{1,9}){0,3}$/.test(raw)) {
    throw new Error(`package.json's version "${String(raw)}" is not a store version: use one to four dot-separated numbers (e.g. 0.2.0).`);
  }
  return raw;
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** The service hosts of a build that point at this machine: a store release must have none. */
export function loopbackHosts(config: Pick<ServiceConfig, 'apiUrl' | 'webUrl' | 'cdnUrl' | 'imageUrl'>): string[] {
  return [config.apiUrl, config.webUrl, config.cdnUrl, config.imageUrl].filter((url) => /^(127(\.\d{1,3}){3}|localhost|\[::1\])$/.test(new URL(url).hostname));
}
