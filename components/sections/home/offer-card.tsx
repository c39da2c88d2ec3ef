import { businessIn } from '@/lib/content/business';
import { homeWordsIn } from '@/lib/content/home';
import { pageWordsIn } from '@/lib/content/pages';
import type { Locale } from '@/lib/i18n/locale';
import { RatingSummary } from '@/components/sections/reviews/rating-summary';
import { CallLink } from '@/components/layout/call-link';
import { ClockIcon } from '@/components/ui/icons';

/** The hero's right-hand card: the offer, the rating and the phone at a glance; the side promo never covers it. */
export function OfferCard({ locale }: { locale: Locale }) {
  const { offerCard } = homeWordsIn(locale);
  const shared = pageWordsIn(locale).shared;
  return (
    <div data-keep-clear className="rounded-2xl bg-white p-6 text-navy-900 shadow-2xl ring-1 ring-white/20 sm:p-8">
      <p className="text-sm font-bold tracking-wider text-gold-700 uppercase">{offerCard.eyebrow}</p>
      <p className="mt-1 text-5xl font-extrabold tracking-tight wrap-anywhere">{shared.offerBadge}</p>
      {/* The offer said once: the badge, then its terms (the headline repeated the badge). */}
      <p className="mt-2 text-sm text-slate-600">{businessIn(locale).offer.terms.join(' · ')}</p>
      <RatingSummary locale={locale} text={offerCard.rating} className="mt-5 border-t border-navy-100 pt-5" />
      <p className="mt-3 flex items-center gap-3 text-sm text-slate-700">
        <ClockIcon className="size-5 shrink-0 text-gold-600" />
        {shared.hoursLine}
      </p>
      <CallLink className="mt-4 flex min-h-11 items-center gap-3 text-xl font-extrabold hover:text-gold-700" icon="size-5 text-gold-600" />
    </div>
  );
}
