import { localStore } from '../lib/safe-storage';

/** The spec's browser storage key for the resolved provider id (the query also holds it in memory). */
const KEY = 'subdomainId';

export const storeSubdomainId = (id: string): void => localStore.set(KEY, id);
export const clearSubdomainId = (): void => localStore.remove(KEY);
