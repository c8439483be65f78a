/**
 * Browser storage that never throws. Storage can be missing, blocked (private mode, a strict
 * privacy setting: even reading `localStorage` can throw) or full; then a read finds nothing and
 * a write is dropped, and the app carries on with what it holds in memory.
 */
interface SafeStorage {
  get(key: string): string | null;
  set(key: string, value: string): void;
  remove(...keys: string[]): void;
  /** The stored JSON, or null when there is none or it does not parse. */
  getJson<T>(key: string): T | null;
  setJson(key: string, value: unknown): void;
}

function safeStorage(area: () => Storage): SafeStorage {
  const get = (key: string) => {
    try {
      return area().getItem(key);
    } catch {
      return null;
    }
  };
  const set = (key: string, value: string) => {
    try {
      area().setItem(key, value);
    } catch {
      // Full or blocked: this write is lost; what the app holds in memory still serves this tab.
    }
  };
  return {
    get,
    set,
    remove(...keys) {
      try {
        for (const key of keys) area().removeItem(key);
      } catch {
        // Nothing can be stored, so nothing is left to remove.
      }
    },
    getJson<T>(key: string) {
      try {
        return JSON.parse(get(key) ?? 'null') as T | null;
      } catch {
        return null;
      }
    },
    setJson: (key, value) => set(key, JSON.stringify(value)),
  };
}

/** localStorage: kept across visits (the spec's storage keys). */
export const localStore = safeStorage(() => window.localStorage);
/** sessionStorage: this tab only. */
export const sessionStore = safeStorage(() => window.sessionStorage);
