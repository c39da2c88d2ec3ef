/** Whether the browser believes it is online; true where it cannot tell (the server, old browsers). */
export function isOnline(): boolean {
  return typeof navigator === 'undefined' || navigator.onLine !== false;
}
