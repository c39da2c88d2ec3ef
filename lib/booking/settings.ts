/** Three-letter day names, in the order Date#getUTCDay numbers them (Sunday = 0). */
export const weekDays = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'] as const;
export type WeekDay = (typeof weekDays)[number];

/**
 * How visits are booked, from the business record (content/business.json `booking`). Times are
 * "HH:MM" on the business's own clock, in `timeZone`.
 */
export interface BookingSettings {
  /** IANA zone the business keeps its hours in. */
  timeZone: string;
  /** Office hours: when someone answers and calls back. */
  opens: string;
  closes: string;
  /** Requests sent before this time may still get a visit today. */
  sameDayCutoff: string;
  /** Length of one arrival window. */
  windowHours: number;
  /** The first and the last window's start on a working day. */
  firstWindowStart: string;
  lastWindowStart: string;
  /** The days the business works (office and visits). */
  workDays: readonly WeekDay[];
  /** How many days after today windows are offered for. */
  daysAhead: number;
}

export function minutesOf(time: string): number {
  const [hours, minutes] = time.split(':').map(Number);
  return hours * 60 + minutes;
}

/** The business's booking on a county's crew days: the days it works that are also the county's. */
export function onCrewDays(settings: BookingSettings, days: readonly WeekDay[]): BookingSettings {
  return { ...settings, workDays: settings.workDays.filter((day) => days.includes(day)) };
}
