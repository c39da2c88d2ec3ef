/**
 * Web storage that never throws: private modes and blocked storage make it throw on access,
 * and then a flag simply reads as absent (the popup may then show again; nothing breaks).
 * 'local' flags outlive the visit; 'session' flags last until the tab is closed.
 */
export type StorageArea = 'local' | 'session';

function storage(area: StorageArea): Storage {
  return area === 'session' ? window.sessionStorage : window.localStorage;
}

export function readFlag(key: string, area: StorageArea = 'local'): boolean {
  try {
    return storage(area).getItem(key) !== null;
  } catch {
    return false;
  }
}

export function writeFlag(key: string, value = 'true', area: StorageArea = 'local'): void {
  try {
    storage(area).setItem(key, value);
  } catch {
    // Storage is blocked: the flag is not kept, which only means the popup may show again.
  }
}
