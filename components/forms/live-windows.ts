import { arrivalWindows } from '@/lib/booking/windows';
import type { BookingSettings } from '@/lib/booking/settings';
import type { Locale } from '@/lib/i18n/locale';

/** The arrival windows open now; its own chunk, loaded after hydration by forms that ask when to come. */
export function windowsNow(settings: BookingSettings, locale: Locale) {
  return arrivalWindows(new Date(), settings, locale);
}
