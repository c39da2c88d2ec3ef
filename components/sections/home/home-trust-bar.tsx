import { homeWordsIn } from '@/lib/content/home';
import { pageWordsIn } from '@/lib/content/pages';
import type { Locale } from '@/lib/i18n/locale';
import { TrustBar } from '@/components/sections/home/trust-bar';
import { CheckIcon } from '@/components/ui/icons';

export function HomeTrustBar({ locale }: { locale: Locale }) {
  const { points, dismiss } = homeWordsIn(locale).trustBar;
  return (
    <TrustBar name={pageWordsIn(locale).shared.trustName} dismiss={dismiss}>
      {/* Below 640 px a size smaller, so two promises share a row in either language. */}
      <ul className="flex flex-wrap items-center justify-center gap-x-3 gap-y-1 py-1.5 text-xs sm:gap-x-5 sm:text-sm">
        {points.map((point) => (
          <li key={point} className="inline-flex items-center gap-1.5 font-semibold">
            <CheckIcon className="size-4 text-gold-300" />
            {point}
          </li>
        ))}
      </ul>
    </TrustBar>
  );
}
