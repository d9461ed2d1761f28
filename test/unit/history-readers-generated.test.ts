import { describe, expect, it } from 'vitest';
import type { SiteMeta } from '../../lib/messages/site-meta';
import { renderHistoryReaders } from '../../modules/sites/render';

const meta = (id: string, history?: string): SiteMeta => ({
  id,
  name: id,
  order: 1,
  hosts: [`www.${id}.test`],
  ...(history ? { history: { page: history } } : {}),
});

describe('the generated history readers', () => {
  it('lists exactly the folders whose meta names a history page', () => {
    const text = renderHistoryReaders([
      { meta: meta('alpha', 'https://www.alpha.test/history'), hasPageWorld: false, hasTable: true, hasHistory: true },
      { meta: meta('beta'), hasPageWorld: false, hasTable: true, hasHistory: false },
    ]);
    expect(text).toContain("import alpha from '../../content-scripts/sites/alpha/history';");
    expect(text).not.toContain('beta');
    expect(text).toContain('export const HISTORY_READER_MODULES = { alpha };');
  });

  it('stops on a history.ts no meta names, and on a history page without its reader', () => {
    expect(() => renderHistoryReaders([{ meta: meta('alpha'), hasPageWorld: false, hasTable: true, hasHistory: true }])).toThrow(
      'content-scripts/sites/alpha/: history.ts has no history page in meta.ts',
    );
    expect(() => renderHistoryReaders([{ meta: meta('alpha', 'https://www.alpha.test/h'), hasPageWorld: false, hasTable: true, hasHistory: false }])).toThrow(
      "meta.ts names a history page but there's no history.ts",
    );
  });
});
