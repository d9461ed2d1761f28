import { describe, expect, it } from 'vitest';
import { PopupRequestSchema } from './popup';
import { ANSWERS, dispatch, type HandlersFor } from './protocol';
import { StatusSchema } from './status';

const requestTypes = PopupRequestSchema.options.map((option) => option.shape.type.value).sort();

describe('the protocol between extension pages and the background', () => {
  it('has an answer schema for every request the router accepts, and none for anything else', () => {
    expect(Object.keys(ANSWERS).sort()).toEqual(requestTypes);
  });

  it('hands a request to its own handler only', async () => {
    const seen: string[] = [];
    const handlers: HandlersFor<'status' | 'sign-out'> = {
      status: async () => {
        seen.push('status');
        throw new Error('not this one');
      },
      'sign-out': async ({ deleteCorrections }) => {
        seen.push(`sign-out:${deleteCorrections}`);
        return { ok: true };
      },
    };
    expect(await dispatch(handlers, { type: 'sign-out', deleteCorrections: true })).toEqual({ ok: true });
    expect(seen).toEqual(['sign-out:true']);
  });

  it('answer schemas refuse what a page must not trust', () => {
    expect(ANSWERS['sign-out'].safeParse({ ok: 'yes' }).success).toBe(false);
    expect(ANSWERS['generic-sites'].safeParse({ sites: [{ origin: 'https://a.example' }] }).success).toBe(false);
  });

  it("checks the status with the one schema the popup's first load has (entrypoints/shared/ask.ts takes it without the protocol)", () => {
    expect(ANSWERS.status).toBe(StatusSchema);
  });
});
