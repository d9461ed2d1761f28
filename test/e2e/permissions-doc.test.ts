import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { hostPermissions, resolveConfig } from '../../lib/config';
import { E2E_CHROME_EXTENSION, E2E_FIREFOX_EXTENSION, E2E_PORTS, REPO_ROOT, urlsFor } from './support/paths';

interface Manifest {
  permissions?: string[];
  optional_permissions?: string[];
  host_permissions?: string[];
  optional_host_permissions?: string[];
  content_scripts?: Array<{ matches: string[] }>;
  web_accessible_resources?: Array<{ resources: string[]; matches: string[] }>;
}

const doc = readFileSync(path.join(REPO_ROOT, 'docs', 'permissions.md'), 'utf8');

/** What the first cell of a table row names in backticks: the entries the doc explains. */
const documented = new Set(
  doc
    .split('\n')
    .filter((line) => line.startsWith('| ') && !line.startsWith('| ---'))
    .flatMap((line) => [...line.split('|')[1]!.matchAll(/`([^`]+)`/g)].map((match) => match[1]!)),
);

/** The e2e build's service hosts: the doc names them by variable, since each build has its own. */
const urls = urlsFor(E2E_PORTS);
const serviceHosts = new Set(
  hostPermissions(resolveConfig({ WXT_SVC_API_URL: urls.api, WXT_SVC_WEB_URL: urls.web, WXT_SVC_CDN_URL: urls.cdn, WXT_SVC_IMAGE_URL: urls.image })),
);

function asked(dir: string): string[] {
  const manifest = JSON.parse(readFileSync(path.join(dir, 'manifest.json'), 'utf8')) as Manifest;
  return [
    ...(manifest.permissions ?? []),
    ...(manifest.optional_permissions ?? []),
    ...(manifest.host_permissions ?? []),
    ...(manifest.optional_host_permissions ?? []),
    ...(manifest.content_scripts ?? []).flatMap((script) => script.matches),
    ...(manifest.web_accessible_resources ?? []).flatMap((resource) => [...resource.resources, ...resource.matches]),
  ];
}

function undocumented(dir: string): string[] {
  return [...new Set(asked(dir))].filter((entry) => !documented.has(entry) && !serviceHosts.has(entry));
}

describe('docs/permissions.md explains everything the built manifests ask for', () => {
  it('the doc names the service hosts by their build variables', () => {
    for (const variable of ['WXT_SVC_API_URL', 'WXT_SVC_WEB_URL', 'WXT_SVC_CDN_URL', 'WXT_SVC_IMAGE_URL']) expect(doc).toContain(variable);
    expect(serviceHosts.size).toBeGreaterThan(0);
  });

  it('Chrome MV3: every permission, optional permission, host and content-script pattern has a row', () => {
    expect(asked(E2E_CHROME_EXTENSION)).toContain('storage');
    expect(undocumented(E2E_CHROME_EXTENSION)).toEqual([]);
  });

  it('Firefox declares Android support from the version the doc justifies', () => {
    const manifest = JSON.parse(readFileSync(path.join(E2E_FIREFOX_EXTENSION, 'manifest.json'), 'utf8')) as {
      browser_specific_settings?: { gecko_android?: { strict_min_version?: string } };
    };
    const android = manifest.browser_specific_settings?.gecko_android?.strict_min_version;
    expect(android).toBe('142.0');
    expect(doc).toContain(`\`gecko_android\` ${android}`);
  });

  it('Firefox MV2: the same', () => {
    expect(asked(E2E_FIREFOX_EXTENSION)).toContain('storage');
    expect(undocumented(E2E_FIREFOX_EXTENSION)).toEqual([]);
  });
});
