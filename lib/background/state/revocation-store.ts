import type { PendingRevocation, RevocationStore } from '../../auth/revocations';
import type { Db } from '../../db/database';

/** Pending revokes in the extension origin's IndexedDB, beside the tokens they name. */
export function idbRevocationStore(db: () => Promise<Db>): RevocationStore {
  return {
    all: async () => (await db()).getAll('revocations'),
    add: async (revocation: PendingRevocation) => {
      await (await db()).add('revocations', revocation);
    },
    update: async (revocation: PendingRevocation) => {
      await (await db()).put('revocations', revocation);
    },
    remove: async (id: number) => {
      await (await db()).delete('revocations', id);
    },
  };
}
