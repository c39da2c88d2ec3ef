import { businessIn } from '@/lib/content/business';
import { fill } from '@/lib/content/fill';
import { pageWordsIn } from '@/lib/content/pages';
import type { Locale } from '@/lib/i18n/locale';
import { cn } from '@/lib/cn';

/** The offer reminder, in the one offer record's words, so every page words it the same, on a gold ground with navy text. */
export function OfferReminder({ locale, className }: { locale: Locale; className?: string }) {
  const { headline, terms } = businessIn(locale).offer;
  return (
    <p data-offer className={cn('rounded-xl bg-gold-400 px-4 py-3 text-navy-950', className)}>
      <strong>{fill(pageWordsIn(locale).shared.offerReminder, { offer: headline.toLowerCase() })}</strong> {terms.join(' · ')}.
    </p>
  );
}
