/**
 * Web storage that never throws. Private modes, some in-app browsers and a full quota make the
 * browser's storage throw; every caller then carries on without it (a flag reads as absent, a
 * draft or a waiting lead lives in the page's memory). `local` outlives the visit; `session`
 * lasts until the tab is closed, which is what drafts, the outbox and attribution want.
 */
export type StorageArea = 'local' | 'session';

/**
 * Every key the site keeps in a visitor's browser. The privacy policy (lib/legal/policy.ts) must
 * describe each one, and its type makes a new key without a description a compile error.
 */
export const storedKeys = {
  popupShown: { key: 'popup-offer-shown', area: 'local' },
  offerClosed: { key: 'offer-closed', area: 'session' },
  attribution: { key: 'lead-attribution', area: 'session' },
  /** One per form and page: `lead-draft:<formId>:<path>`. */
  draft: { key: 'lead-draft', area: 'session' },
  outbox: { key: 'lead-outbox', area: 'session' },
} as const satisfies Record<string, { key: string; area: StorageArea }>;

export interface SafeStorage {
  /** The stored text; null when nothing is stored, undefined when storage cannot be used. */
  read: (key: string) => string | null | undefined;
  /** Whether anything is stored under the key (false when storage cannot be used). */
  has: (key: string) => boolean;
  /** Stores the text, or removes the key for null; false when storage refused. */
  write: (key: string, value: string | null) => boolean;
  /** A stored JSON object; undefined when none is stored, it is not an object, or storage cannot be used. */
  readObject: (key: string) => Record<string, unknown> | undefined;
  writeObject: (key: string, value: object) => boolean;
}

function safeStorage(area: StorageArea): SafeStorage {
  const storage = (): Storage => (area === 'session' ? window.sessionStorage : window.localStorage);
  const read = (key: string) => {
    try {
      return storage().getItem(key);
    } catch {
      return undefined;
    }
  };
  const write = (key: string, value: string | null) => {
    try {
      if (value === null) storage().removeItem(key);
      else storage().setItem(key, value);
      return true;
    } catch {
      return false;
    }
  };
  return {
    read,
    has: (key) => typeof read(key) === 'string',
    write,
    readObject: (key) => {
      try {
        const parsed: unknown = JSON.parse(read(key) ?? 'null');
        return parsed && typeof parsed === 'object' && !Array.isArray(parsed) ? (parsed as Record<string, unknown>) : undefined;
      } catch {
        return undefined;
      }
    },
    writeObject: (key, value) => write(key, JSON.stringify(value)),
  };
}

export const localStore = safeStorage('local');
export const sessionStore = safeStorage('session');
