import { describe, expect, it } from 'vitest';
import { inlineMatchPatterns } from './inline-match-patterns';

describe('content script match patterns written out at build time', () => {
  it("replaces a site's call with its own patterns only", () => {
    const out = inlineMatchPatterns("export default defineContentScript({ matches: matchPatternsFor('crunchyroll'), runAt: 'document_idle' });");
    expect(out).toBe('export default defineContentScript({ matches: ["*://www.crunchyroll.com/*"], runAt: \'document_idle\' });');
  });

  it('keeps the Amazon stores to their video paths', () => {
    expect(inlineMatchPatterns("matchPatternsFor('primevideo')")).toContain('"*://www.amazon.de/gp/video/*"');
  });

  it('stops the build on a site that does not exist', () => {
    expect(() => inlineMatchPatterns("matchPatternsFor('nosuchsite')")).toThrow(/no site 'nosuchsite'/);
  });
});
