import { visitDayLabel } from '@/lib/booking/clock';
import type { BookingSettings } from '@/lib/booking/settings';
import { nextVisitDay } from '@/lib/booking/windows';
import type { Locale } from '@/lib/i18n/locale';

/** The next visit's day as the page says it, worked out now; its own chunk, loaded after hydration. */
export function nextVisitNow(settings: BookingSettings, locale: Locale): string | undefined {
  const day = nextVisitDay(new Date(), settings);
  return day && visitDayLabel(day, locale);
}
