import { formatDate } from '@/lib/i18n/format-date';

describe('formatDate', () => {
  it('writes an ISO calendar date as a US long date, whatever the time zone', () => {
    expect(formatDate('2026-10-06')).toBe('October 6, 2026');
    expect(formatDate('2026-01-01')).toBe('January 1, 2026');
  });
});
