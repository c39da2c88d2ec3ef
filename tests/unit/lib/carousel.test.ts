import { jumpTo, nextIndex, previousIndex, wrapIndex } from '@/lib/browser/carousel';

describe('carousel index maths', () => {
  it('next adds one and wraps to the start', () => {
    expect(nextIndex(0, 5)).toBe(1);
    expect(nextIndex(4, 5)).toBe(0);
  });

  it('previous subtracts one and wraps to the end', () => {
    expect(previousIndex(3, 5)).toBe(2);
    expect(previousIndex(0, 5)).toBe(4);
  });

  it('a dot jumps to its index', () => {
    expect(jumpTo(3, 5)).toBe(3);
    expect(jumpTo(7, 5)).toBe(2);
  });

  it('never divides by zero', () => {
    expect(wrapIndex(3, 0)).toBe(0);
  });
});
