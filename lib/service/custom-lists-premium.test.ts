import { describe, expect, it } from 'vitest';
import { resolveConfig } from '../config';
import { readUserLists } from './custom-lists';
import type { HttpDeps } from './http';

const config = resolveConfig({ WXT_SVC_IMAGE_URL: 'https://img.svc.test' });
const answering = (body: unknown): HttpDeps => ({
  config,
  fetch: async () => new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } }),
});
const paging = { sort: 'updated', direction: 'desc', page: 1, limit: 6 } as const;

describe('spec 2.10: the premium-only card is shown whatever its optional fields hold', () => {
  it.each<[string, Record<string, unknown>]>([
    ['a null poster', { title: 'Lists', poster: null }],
    ['no poster', { title: 'Lists' }],
    ['a null description', { title: 'Lists', description: null, poster: 'https://img.svc.test/p.webp' }],
    ['a poster that is not a string', { title: 'Lists', poster: { url: 'x' } }],
  ])('%s: the card, without the field', async (_label, item) => {
    const answer = await readUserLists(answering({ error: 'premium_only', message: 'PRO only', item }), 't', 1, paging);
    expect(answer).toMatchObject({ kind: 'premium-only', message: 'PRO only', title: 'Lists' });
    if (item.poster === null || typeof item.poster !== 'string') expect(answer).not.toHaveProperty('poster');
  });
});
