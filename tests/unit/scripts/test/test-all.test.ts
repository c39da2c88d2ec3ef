/**
 * @jest-environment node
 */
import { checksSideBySide } from '@/scripts/test/test-all';

describe('npm test on a small machine', () => {
  it('runs the checks two at a time on two cores or fewer, all side by side on more', () => {
    expect(checksSideBySide(1, {})).toBe(false);
    expect(checksSideBySide(2, {})).toBe(false);
    expect(checksSideBySide(4, {})).toBe(true);
  });

  it('follows TEST_SIDE_BY_SIDE where it is set', () => {
    expect(checksSideBySide(2, { TEST_SIDE_BY_SIDE: '1' })).toBe(true);
    expect(checksSideBySide(8, { TEST_SIDE_BY_SIDE: '0' })).toBe(false);
  });
});
