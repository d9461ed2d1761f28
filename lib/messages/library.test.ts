import { describe, expect, it } from 'vitest';
import { isLibraryRequest } from './library';
import { PopupRequestSchema } from './popup';

describe('library requests are validated like every page request', () => {
  it('accepts well-formed library requests through the page request schema', () => {
    const request = PopupRequestSchema.parse({ type: 'library-remove-playback', id: '1152921504607894851' });
    expect(isLibraryRequest(request)).toBe(true);
    expect(isLibraryRequest(PopupRequestSchema.parse({ type: 'status' }))).toBe(false);
    expect(PopupRequestSchema.parse({ type: 'library-lists', sort: 'name', direction: 'asc', page: 2 })).toEqual({
      type: 'library-lists',
      sort: 'name',
      direction: 'asc',
      page: 2,
    });
  });

  it('refuses a playback id sent as a number (it would already be rounded) or with anything but digits', () => {
    for (const id of [1152921504607894851, '1e18', '12/../34', '', '123456789012345678901']) {
      expect(PopupRequestSchema.safeParse({ type: 'library-remove-playback', id }).success, String(id)).toBe(false);
    }
  });

  it('refuses sorts and directions the service would answer 400 to (spec 4.6)', () => {
    expect(PopupRequestSchema.safeParse({ type: 'library-lists', sort: 'rank', direction: 'asc', page: 1 }).success).toBe(false);
    expect(PopupRequestSchema.safeParse({ type: 'library-list-items', listId: 7001, sort: 'rank', direction: 'up', page: 1 }).success).toBe(false);
  });

  it('takes a profile number only as a positive safe integer, or null to clear it', () => {
    expect(PopupRequestSchema.safeParse({ type: 'account-profile-id', userId: 41002 }).success).toBe(true);
    expect(PopupRequestSchema.safeParse({ type: 'account-profile-id', userId: null }).success).toBe(true);
    for (const userId of [0, -1, 1.5, '41002', 2 ** 53]) {
      expect(PopupRequestSchema.safeParse({ type: 'account-profile-id', userId }).success, String(userId)).toBe(false);
    }
  });
});
