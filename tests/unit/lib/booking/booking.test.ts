import { bookingSettings } from '@/lib/content/business';
import { arrivalWindows, type BookingSettings, officeState, timeLabel, wallClock, windowHourChoices, workDayNames } from '@/lib/booking';
import { calendarFile } from '@/lib/booking/ics';

const settings: BookingSettings = {
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

// Wednesday 25 November 2026 is Eastern Standard Time: UTC-5.
const eastern = (time: string, day = 25) => new Date(`2026-11-${day}T${time}:00-05:00`);

describe('arrival windows', () => {
  it('offers today’s last window at 2:50 PM on a weekday, and no window of today at 3:10 PM', () => {
    const before = arrivalWindows(eastern('14:50'), settings);
    expect(before[0].label).toBe('Wed Nov 25, 4 PM-6 PM');
    expect(before.filter((window) => window.day === 'Wed Nov 25')).toHaveLength(1);
    const after = arrivalWindows(eastern('15:10'), settings);
    expect(after[0].label).toBe('Thu Nov 26, 8 AM-10 AM');
    expect(after.some((window) => window.day === 'Wed Nov 25')).toBe(false);
  });

  it('never offers a window that has started, and offers whole days ahead', () => {
    const windows = arrivalWindows(eastern('09:05'), settings);
    expect(windows.slice(0, 4).map((window) => window.hours)).toEqual(['10 AM-12 PM', '12 PM-2 PM', '2 PM-4 PM', '4 PM-6 PM']);
    expect(windows).toHaveLength(4 + 6 * 5);
    expect(windows.at(-1)?.label).toBe('Tue Dec 1, 4 PM-6 PM');
  });

  it('reads the business’s clock, not the visitor’s: 11:30 PM in Florida is already tomorrow in UTC', () => {
    const late = eastern('23:30');
    expect(late.toISOString()).toBe('2026-11-26T04:30:00.000Z');
    expect(wallClock(late, settings.timeZone)).toEqual({ date: { year: 2026, month: 11, day: 25 }, minutes: 23 * 60 + 30 });
    expect(arrivalWindows(late, settings)[0].label).toBe('Thu Nov 26, 8 AM-10 AM');
  });

  it('keeps to the days the business works', () => {
    const weekdays: BookingSettings = { ...settings, workDays: ['Mon', 'Tue', 'Wed', 'Thu', 'Fri'] };
    // Friday 27 November after the cutoff: the next windows are on Monday.
    const windows = arrivalWindows(eastern('16:00', 27), weekdays);
    expect(windows[0].label).toBe('Mon Nov 30, 8 AM-10 AM');
    expect(windows.some((window) => /^(Sat|Sun)/.test(window.label))).toBe(false);
    expect(workDayNames(weekdays)).toEqual(['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday']);
  });

  it('labels hours the way people say them, across the daylight-saving change', () => {
    expect(timeLabel(0)).toBe('12 AM');
    expect(timeLabel(12 * 60)).toBe('12 PM');
    expect(timeLabel(8 * 60 + 30)).toBe('8:30 AM');
    expect(windowHourChoices(settings)).toEqual(['8 AM-10 AM', '10 AM-12 PM', '12 PM-2 PM', '2 PM-4 PM', '4 PM-6 PM']);
    // Saturday 31 October 2026 2:50 PM EDT (UTC-4); Sunday 1 November is the change back to EST.
    const windows = arrivalWindows(new Date('2026-10-31T14:50:00-04:00'), settings);
    expect(windows[0].label).toBe('Sat Oct 31, 4 PM-6 PM');
    expect(windows[1].label).toBe('Sun Nov 1, 8 AM-10 AM');
  });

  it('reads its settings from the business record', () => {
    expect(bookingSettings).toMatchObject({
      timeZone: 'America/New_York',
      sameDayCutoff: '15:00',
      windowHours: 2,
      opens: '06:00',
      closes: '22:00',
    });
    expect(arrivalWindows(eastern('14:50'), bookingSettings)[0].label).toBe('Wed Nov 25, 4 PM-6 PM');
  });
});

describe('office state', () => {
  it('is open inside office hours', () => {
    expect(officeState(eastern('06:00'), settings)).toEqual({ open: true });
    expect(officeState(eastern('21:59'), settings)).toEqual({ open: true });
  });

  it('after closing, names tomorrow’s opening; before opening, today’s', () => {
    expect(officeState(eastern('23:00'), settings)).toEqual({
      open: false,
      opens: { date: { year: 2026, month: 11, day: 26 }, time: '6 AM', day: 'Thu Nov 26', when: 'tomorrow' },
    });
    expect(officeState(eastern('05:15'), settings)).toMatchObject({ open: false, opens: { day: 'Wed Nov 25', when: 'today' } });
  });

  it('skips days the business does not work', () => {
    const weekdays: BookingSettings = { ...settings, workDays: ['Mon', 'Tue', 'Wed', 'Thu', 'Fri'] };
    expect(officeState(eastern('12:00', 28), weekdays)).toMatchObject({ open: false, opens: { day: 'Mon Nov 30', when: 'later' } });
  });
});

describe('calendar file', () => {
  const window = arrivalWindows(eastern('14:50'), settings)[1];
  const text = calendarFile({
    window,
    timeZone: 'America/New_York',
    uid: 'lead-123@example.com',
    summary: 'Garage door visit (to be confirmed)',
    description:
      'Arrival window Thu Nov 26, 8 AM-10 AM; we call to confirm, a long line that must be folded because it runs past seventy-five octets.',
    now: new Date('2026-11-25T19:50:00Z'),
  });
  const lines = text.split('\r\n');

  it('is one tentative event in Eastern time, with CRLF lines', () => {
    expect(text.endsWith('\r\n')).toBe(true);
    expect(lines).toEqual(
      expect.arrayContaining([
        'BEGIN:VCALENDAR',
        'VERSION:2.0',
        'TZID:America/New_York',
        'DTSTART;TZID=America/New_York:20261126T080000',
        'DTEND;TZID=America/New_York:20261126T100000',
        'DTSTAMP:20261125T195000Z',
        'STATUS:TENTATIVE',
        'UID:lead-123@example.com',
        'END:VCALENDAR',
      ]),
    );
    expect(lines.filter((line) => line === 'BEGIN:VEVENT')).toHaveLength(1);
  });

  it('escapes text and folds long lines at 75 octets', () => {
    expect(lines.every((line) => Buffer.byteLength(line) <= 75)).toBe(true);
    expect(lines.some((line) => line.startsWith(' '))).toBe(true);
    const description = text
      .replace(/\r\n /g, '')
      .split('\r\n')
      .find((line) => line.startsWith('DESCRIPTION:'));
    expect(description).toBe(
      'DESCRIPTION:Arrival window Thu Nov 26\\, 8 AM-10 AM\\; we call to confirm\\, a long line that must be folded because it runs past seventy-five octets.',
    );
  });
});

describe('arrival windows on a Spanish page', () => {
  it('shows the day and hours in Spanish while the lead keeps the label the office reads', () => {
    const [spanish] = arrivalWindows(eastern('14:50'), settings, 'es');
    expect(spanish.label).toBe('Wed Nov 25, 4 PM-6 PM');
    expect(spanish.day).toMatch(/^mié\.?,? 25 (de )?nov/);
    expect(spanish.hours).toMatch(/^4 p\.\s?m\.-6 p\.\s?m\.$/);
    expect(workDayNames(settings, 'es')).toEqual(['lunes', 'martes', 'miércoles', 'jueves', 'viernes', 'sábado', 'domingo']);
    expect(windowHourChoices(settings, 'es')[0]).toMatch(/^8 a\.\s?m\.-10 a\.\s?m\.$/);
    expect(workDayNames(settings)).toEqual(['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday']);
  });
});
