import { describe, expect, it } from 'vitest';
import { ServiceError } from '../service/errors';
import { resolveGuess } from './resolver';
import { fakes, HEAT } from './resolver.fixtures';

const refused = (code: string) => new ServiceError(400, code, `400 ${code}`, { error: code, code: 400 }, null, null);

describe('resolveGuess: a 400 from the redirect helper by ids (spec 4.2 empty_field / wrong_parameter)', () => {
  it('falls through to title and year, never asks the same ids again', async () => {
    const f = fakes({
      location: (asked) => {
        if (asked.imdb) throw refused('wrong_parameter');
        return asked.year === '1995' ? '/movies/42/heat' : null;
      },
    });
    expect((await resolveGuess(f.deps, HEAT)).item.svcId).toBe(42);
    expect(f.redirects.map((asked) => Boolean(asked.imdb))).toEqual([true, false]);
  });

  it('falls through to search when every redirect question is refused', async () => {
    const f = fakes({
      location: () => {
        throw refused('empty_field');
      },
      search: { movie: [{ title: 'Heat', year: 1995, ids: { svc: 42 } }] },
    });
    expect((await resolveGuess(f.deps, HEAT)).item.svcId).toBe(42);
    expect(f.searches[0]).toEqual(['movie', 'Heat']);
  });

  it('a 5xx is not a "no": it still ends the lookup for a later retry', async () => {
    const f = fakes({
      location: () => {
        throw new ServiceError(503, 'http_503', '503', null, null, null);
      },
    });
    await expect(resolveGuess(f.deps, HEAT)).rejects.toBeInstanceOf(ServiceError);
  });
});
