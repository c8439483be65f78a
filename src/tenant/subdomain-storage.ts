/** The spec's browser storage key for the resolved provider id. */
const KEY = 'subdomainId';

export function storeSubdomainId(id: string): void {
  try {
    localStorage.setItem(KEY, id);
  } catch {
    // Storage can be unavailable (private mode, quota); the id is also held in memory by the query.
  }
}

export function readSubdomainId(): string | null {
  try {
    return localStorage.getItem(KEY);
  } catch {
    return null;
  }
}

export function clearSubdomainId(): void {
  try {
    localStorage.removeItem(KEY);
  } catch {
    // nothing stored
  }
}
