// Web Storage as the session uses it: the two stores a tab has, reads and writes that never
// throw (private-mode quotas and disabled storage must not stop a table), and an in-memory
// stand-in for tests and for browsers where storage is unavailable.

/** The part of the Web Storage API the session uses (mocked in tests). */
export interface KeyValueStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
  /** How many keys are stored, and the key at an index (to list what is saved). */
  readonly length: number;
  key(index: number): string | null;
}

/** Both storages a tab has. */
export interface Storages {
  readonly local: KeyValueStorage;
  readonly session: KeyValueStorage;
}

// Storage can throw (private mode quotas, disabled storage): the table must still work.
export function safeGet(s: KeyValueStorage, key: string): string | null {
  try {
    return s.getItem(key);
  } catch {
    return null;
  }
}

export function safeSet(s: KeyValueStorage, key: string, value: string): void {
  try {
    s.setItem(key, value);
  } catch {
    // Not persisted: a reload will ask again.
  }
}

export function safeRemove(s: KeyValueStorage, key: string): void {
  try {
    s.removeItem(key);
  } catch {
    // Nothing to forget.
  }
}

/** An in-memory storage (tests, and a fallback where Web Storage is unavailable). */
export function memoryStorage(): KeyValueStorage & { readonly map: Map<string, string> } {
  const map = new Map<string, string>();
  return {
    map,
    getItem: (k) => map.get(k) ?? null,
    setItem: (k, v) => void map.set(k, v),
    removeItem: (k) => void map.delete(k),
    get length() {
      return map.size;
    },
    key: (i) => [...map.keys()][i] ?? null,
  };
}
