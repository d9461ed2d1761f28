import { browser } from 'wxt/browser';
import { keyValueCorrectionStore, type CorrectionStore } from '../../resolve/corrections';

/** Corrections in storage.sync: they follow the user to every browser they sign in to. */
export function syncCorrectionStore(): CorrectionStore {
  return keyValueCorrectionStore({
    get: (keys) => browser.storage.sync.get(keys),
    set: (items) => browser.storage.sync.set(items),
    remove: (keys) => browser.storage.sync.remove(keys),
  });
}
