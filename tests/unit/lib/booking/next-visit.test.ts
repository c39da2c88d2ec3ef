import { type BookingSettings, nextVisitDay, onCrewDays, visitDayLabel, wallClock } from '@/lib/booking';

const business: BookingSettings = {
  timeZone: 'America/New_York',
  opens: '06:00',
  closes: '22:00',
  sameDayCutoff: '15:00',
  windowHours: 2,
  firstWindowStart: '08:00',
  lastWindowStart: '16:00',
  workDays: ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'],
  daysAhead: 6,
};
// A far county's crews: Tuesdays and Fridays, as the tests' Lee County file has them.
const lee = onCrewDays(business, ['Tue', 'Fri']);

// December 2026 is Eastern Standard Time (UTC-5); Monday the 7th, Tuesday the 8th, Friday the 11th.
const eastern = (day: number, time: string) => new Date(`2026-12-${String(day).padStart(2, '0')}T${time}:00-05:00`);
const next = (now: Date, settings = lee) => {
  const day = nextVisitDay(now, settings);
  return day && visitDayLabel(day, 'en');
};

describe('the next visit of a county whose crews come on set days', () => {
  it('reads the business’s clock: 11:30 PM on Monday in New York is Tuesday in UTC, and the visit is Tuesday’s', () => {
    const late = eastern(7, '23:30');
    expect(late.toISOString()).toBe('2026-12-08T04:30:00.000Z');
    expect(wallClock(late, lee.timeZone).date).toEqual({ year: 2026, month: 12, day: 7 });
    expect(next(late)).toBe('Tuesday, Dec 8');
  });

  it('is today on a crew day before the same-day cutoff, as the form’s first arrival window is; after it, the next crew day', () => {
    // 2 PM in New York is 7 PM in UTC, past the cutoff there: the business's clock still says today.
    expect(next(eastern(8, '14:00'))).toBe('Tuesday, Dec 8');
    expect(next(eastern(8, '15:10'))).toBe('Friday, Dec 11');
    expect(next(eastern(9, '09:00'))).toBe('Friday, Dec 11');
  });

  it('wraps the week, and finds a crew that comes once a week a whole week on', () => {
    expect(next(eastern(11, '16:00'))).toBe('Tuesday, Dec 15');
    expect(next(eastern(12, '09:00'))).toBe('Tuesday, Dec 15');
    expect(next(new Date('2026-12-30T12:00:00-05:00'))).toBe('Friday, Jan 1');
    const weekly = onCrewDays(business, ['Tue']);
    expect(next(eastern(8, '15:10'), weekly)).toBe('Tuesday, Dec 15');
  });

  it('keeps to the days the business works, and names none when it works none of the county’s', () => {
    const weekdays: BookingSettings = { ...business, workDays: ['Mon', 'Tue', 'Wed', 'Thu', 'Fri'] };
    expect(onCrewDays(weekdays, ['Tue', 'Sat']).workDays).toEqual(['Tue']);
    expect(nextVisitDay(eastern(8, '09:00'), onCrewDays(weekdays, ['Sat', 'Sun']))).toBeUndefined();
  });

  it('says the day in full in each language', () => {
    const day = { year: 2026, month: 12, day: 8 };
    expect(visitDayLabel(day, 'en')).toBe('Tuesday, Dec 8');
    expect(visitDayLabel(day, 'es')).toBe('martes, 8 de dic');
  });
});
