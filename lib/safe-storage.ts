/**
 * localStorage that never throws: private modes and blocked storage make it throw on access,
 * and then a flag simply reads as absent (the popup may then show again; nothing breaks).
 */
export function readFlag(key: string): boolean {
  try {
    return window.localStorage.getItem(key) !== null;
  } catch {
    return false;
  }
}

export function writeFlag(key: string, value = 'true'): void {
  try {
    window.localStorage.setItem(key, value);
  } catch {
    // Storage is blocked: the flag is not kept, which only means the popup may show again.
  }
}
