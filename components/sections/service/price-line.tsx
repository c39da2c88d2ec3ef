import { fill } from '@/lib/content/fill';
import { pageWordsIn } from '@/lib/content/pages';
import { servicePrice } from '@/lib/content/pricing';
import type { ServiceSlug } from '@/lib/content/services';
import type { Locale } from '@/lib/i18n/locale';
import { localePath } from '@/lib/pages/registry';
import { IntentLink } from '@/components/ui/intent-link';
import { formatPriceRange } from '@/lib/facts/price';

export interface PriceLineProps {
  service: ServiceSlug;
  /** 'dark' inside the navy page hero. */
  tone?: 'light' | 'dark';
  locale: Locale;
}

/** A service's typical price, from the one pricing record, with a link to the full price guide; nothing for a service without one. */
export function PriceLine({ service, tone = 'dark', locale }: PriceLineProps) {
  const price = servicePrice(service, locale);
  // A service added without a price yet shows none rather than a wrong one.
  if (!price) return null;
  const dark = tone === 'dark';
  const words = pageWordsIn(locale).pricing.priceLine;
  return (
    <p data-price-line={service} className={dark ? 'mt-6 max-w-2xl text-white/90' : 'mt-6 max-w-2xl text-slate-800'}>
      <span className={dark ? 'font-bold text-white' : 'font-bold text-navy-900'}>
        {fill(words.typical, { price: formatPriceRange(price) })}
      </span>
      , {words.quoted}{' '}
      <IntentLink
        href={localePath('/pricing', locale)}
        className={
          dark
            ? 'inline-flex min-h-11 items-center font-semibold text-gold-300 underline underline-offset-4 hover:text-white'
            : 'inline-flex min-h-11 items-center font-semibold text-navy-800 underline underline-offset-4 hover:text-gold-700'
        }
      >
        {words.link}
      </IntentLink>
    </p>
  );
}
