import { clear, createStore, del, get, set, type UseStore } from 'idb-keyval';

/**
 * Work a member has not sent yet (the loan form's draft: product, amount and the chosen files as Blobs), kept in
 * this browser's IndexedDB so a refresh or the back button does not lose it. Keys name the member; signing out
 * clears the whole store, so the next person on a shared device finds nothing.
 */
let store: UseStore | undefined;
const draftStore = () => {
  store ??= createStore('kopkar-drafts', 'drafts');
  return store;
};

/** True where IndexedDB exists (not in some private modes or old browsers): drafts are then simply not kept. */
const hasIndexedDb = () => typeof indexedDB !== 'undefined';

export async function readDraft<T>(key: string): Promise<T | undefined> {
  if (!hasIndexedDb()) return undefined;
  try {
    return await get<T>(key, draftStore());
  } catch {
    return undefined;
  }
}

export async function writeDraft<T>(key: string, value: T): Promise<void> {
  if (!hasIndexedDb()) return;
  try {
    await set(key, value, draftStore());
  } catch {
    // Storage full or refused: the form works on without a draft.
  }
}

export async function deleteDraft(key: string): Promise<void> {
  if (!hasIndexedDb()) return;
  try {
    await del(key, draftStore());
  } catch {
    // Nothing to delete, or storage unavailable.
  }
}

/** Forgets every member's drafts on this device (sign-out). */
export async function clearDrafts(): Promise<void> {
  if (!hasIndexedDb()) return;
  try {
    await clear(draftStore());
  } catch {
    // Storage unavailable: nothing was kept.
  }
}
