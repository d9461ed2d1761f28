import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

export interface BundleSize {
  file: string;
  bytes: number;
  gzipBytes: number;
}

/** What each site's content script costs to load: raw and gzip bytes of the built files. */
export async function contentScriptSizes(extensionDir: string): Promise<BundleSize[]> {
  const folder = path.join(extensionDir, 'content-scripts');
  const files = (await readdir(folder)).filter((name) => name.endsWith('.js')).sort();
  return Promise.all(
    files.map(async (file) => {
      const content = await readFile(path.join(folder, file));
      return { file, bytes: content.length, gzipBytes: gzipSync(content).length };
    }),
  );
}
