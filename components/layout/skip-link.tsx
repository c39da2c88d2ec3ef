import type { Locale } from '@/lib/i18n/locale';
import { siteWordsIn } from '@/lib/content/site';

export function SkipLink({ locale }: { locale: Locale }) {
  return (
    <a
      href="#main"
      className="sr-only z-50 rounded-md bg-navy-900 font-semibold text-white focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:px-4 focus:py-3"
    >
      {siteWordsIn(locale).skipLink}
    </a>
  );
}
