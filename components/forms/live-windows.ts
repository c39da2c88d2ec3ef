import { bookingSettings } from '@/lib/content/business';
import { arrivalWindows } from '@/lib/booking/windows';

/** The arrival windows open now; its own chunk, loaded after hydration by forms that ask when to come. */
export function windowsNow() {
  return arrivalWindows(new Date(), bookingSettings);
}
