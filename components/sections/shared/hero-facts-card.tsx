import { StarRating } from '@/components/sections/reviews/star-rating';
import { CallLink } from '@/components/layout/call-link';
import { business, businessIn } from '@/lib/content/business';
import { pageWordsIn } from '@/lib/content/pages';
import type { Locale } from '@/lib/i18n/locale';

/**
 * The right half of an inner page's hero on wide screens: the facts a homeowner checks before
 * calling (rating, hours, emergency line, licence) and the number. Phones skip it: the hero's
 * call button and the bottom bar already say the same, and the form stays close.
 */
export function HeroFactsCard({ locale }: { locale: Locale }) {
  const words = pageWordsIn(locale).shared.factsCard;
  return (
    <aside aria-label={words.name} className="hidden rounded-2xl bg-white p-6 text-navy-900 shadow-xl lg:block">
      <div className="flex items-center gap-3">
        <StarRating rating={Math.round(business.rating.value)} locale={locale} className="[&_svg]:size-6" />
        <p className="font-bold">
          {words.rating}
          <span className="block text-sm font-normal text-slate-600">{words.reviews}</span>
        </p>
      </div>
      <ul className="mt-5 space-y-2 border-t border-navy-100 pt-5 text-slate-700">
        <li>
          <span className="font-semibold text-navy-900">{words.office}</span> {businessIn(locale).hours.days},{' '}
          {businessIn(locale).hours.label}
        </li>
        <li>
          <span className="font-semibold text-navy-900">{words.emergencies}</span> {businessIn(locale).emergency.availability}
        </li>
        <li>{words.licence}</li>
      </ul>
      <CallLink
        className="mt-5 flex min-h-12 items-center justify-center gap-2 rounded-xl bg-navy-900 px-4 text-lg font-bold text-white hover:bg-navy-800"
        icon="size-5"
      />
    </aside>
  );
}
