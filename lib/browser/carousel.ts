/** Index maths for every carousel and rotator: pure, so it is tested without a browser. */

export function wrapIndex(index: number, length: number): number {
  if (length <= 0) return 0;
  return ((index % length) + length) % length;
}

export function nextIndex(current: number, length: number): number {
  return wrapIndex(current + 1, length);
}

export function previousIndex(current: number, length: number): number {
  return wrapIndex(current - 1, length);
}

/** A dot jumps straight to its item (clamped into range). */
export function jumpTo(index: number, length: number): number {
  return wrapIndex(index, length);
}
