/**
 * User settings (spec 4.5 POST /users/settings). Fields are "not shown" (spec 4.9); these are
 * the ones kept, with their types. Unknown fields are ignored (the contract is permissive);
 * a known field with the wrong type is 400 wrong_parameter and nothing is changed.
 */
export interface UserSettings {
  timezone: string;
  language: string;
  hide_spoilers: boolean;
  private_profile: boolean;
  /** Default for the rewatch opt-in of the website (PRO/VIP). */
  rewatch_by_default: boolean;
}

const DEFAULTS: UserSettings = { timezone: 'America/New_York', language: 'en', hide_spoilers: false, private_profile: false, rewatch_by_default: false };

const TYPES: Record<keyof UserSettings, 'string' | 'boolean'> = {
  timezone: 'string',
  language: 'string',
  hide_spoilers: 'boolean',
  private_profile: 'boolean',
  rewatch_by_default: 'boolean',
};

export class Settings {
  private readonly byUser = new Map<number, UserSettings>();

  get(userId: number): UserSettings {
    return { ...(this.byUser.get(userId) ?? DEFAULTS) };
  }

  /** Returns the error text for the first bad field, or undefined after applying the update. */
  update(userId: number, patch: Record<string, unknown>): string | undefined {
    const next = this.get(userId);
    for (const [k, v] of Object.entries(patch)) {
      const want = TYPES[k as keyof UserSettings];
      if (want === undefined) continue;
      if (typeof v !== want || (want === 'string' && (v as string).length > 100))
        return `${k} must be a ${want}${want === 'string' ? ' of at most 100 characters' : ''}`;
      (next as unknown as Record<string, unknown>)[k] = v;
    }
    this.byUser.set(userId, next);
    return undefined;
  }
}
