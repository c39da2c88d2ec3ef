import { experienceYears } from '@/lib/facts/experience';

describe('experience claims come from the founding year', () => {
  it('rounds down to a multiple of five', () => {
    expect(experienceYears(2010, new Date('2026-11-22'))).toBe(15);
    expect(experienceYears(2010, new Date('2029-12-31'))).toBe(15);
    expect(experienceYears(2010, new Date('2030-01-01'))).toBe(20);
  });
});
