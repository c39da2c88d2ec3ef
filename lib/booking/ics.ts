import type { ArrivalWindow } from './windows';

export interface CalendarEvent {
  window: ArrivalWindow;
  timeZone: string;
  /** Unique and stable for this request (the lead's id). */
  uid: string;
  summary: string;
  description: string;
  /** When the file was made. */
  now: Date;
}

const two = (value: number) => String(value).padStart(2, '0');

function localStamp(window: ArrivalWindow, minutes: number): string {
  const { year, month, day } = window.date;
  return `${year}${two(month)}${two(day)}T${two(Math.floor(minutes / 60))}${two(minutes % 60)}00`;
}

function utcStamp(date: Date): string {
  return date
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
}

/** RFC 5545 text: backslash, semicolon, comma and new lines escaped. */
function escapeText(text: string): string {
  return text.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r?\n/g, '\\n');
}

function utf8Length(char: string): number {
  const code = char.codePointAt(0) ?? 0;
  return code < 0x80 ? 1 : code < 0x800 ? 2 : code < 0x10000 ? 3 : 4;
}

/** Lines longer than 75 octets are folded: CRLF and one space, never splitting a character. */
function fold(line: string): string {
  const parts: string[] = [];
  let current = '';
  let length = 0;
  for (const char of line) {
    const size = utf8Length(char);
    // A continuation line's leading space counts toward its 75 octets.
    if (length + size > (parts.length ? 74 : 75)) {
      parts.push(current);
      current = char;
      length = size;
    } else {
      current += char;
      length += size;
    }
  }
  parts.push(current);
  return parts.join('\r\n ');
}

/**
 * Eastern time's rules since 2007, so calendars without a zone database still place the visit
 * right (a TZID must be defined in the file).
 */
const easternZone = [
  'BEGIN:VTIMEZONE',
  'TZID:America/New_York',
  'BEGIN:DAYLIGHT',
  'TZOFFSETFROM:-0500',
  'TZOFFSETTO:-0400',
  'TZNAME:EDT',
  'DTSTART:20070311T020000',
  'RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=2SU',
  'END:DAYLIGHT',
  'BEGIN:STANDARD',
  'TZOFFSETFROM:-0400',
  'TZOFFSETTO:-0500',
  'TZNAME:EST',
  'DTSTART:20071104T020000',
  'RRULE:FREQ=YEARLY;BYMONTH=11;BYDAY=1SU',
  'END:STANDARD',
  'END:VTIMEZONE',
];

/**
 * A one-event calendar file for an arrival window: tentative, because the business confirms the
 * visit by phone. Times are the business's wall-clock times in its zone.
 */
export function calendarFile(event: CalendarEvent): string {
  const zone = event.timeZone;
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Garage door website//Arrival window//EN',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    ...(zone === 'America/New_York' ? easternZone : []),
    'BEGIN:VEVENT',
    `UID:${event.uid}`,
    `DTSTAMP:${utcStamp(event.now)}`,
    `DTSTART;TZID=${zone}:${localStamp(event.window, event.window.start)}`,
    `DTEND;TZID=${zone}:${localStamp(event.window, event.window.end)}`,
    `SUMMARY:${escapeText(event.summary)}`,
    `DESCRIPTION:${escapeText(event.description)}`,
    'STATUS:TENTATIVE',
    'TRANSP:OPAQUE',
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return `${lines.map(fold).join('\r\n')}\r\n`;
}
