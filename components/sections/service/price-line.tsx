import { servicePrice } from '@/lib/content/pricing';
import type { ServiceSlug } from '@/lib/content/services';
import { IntentLink } from '@/components/ui/intent-link';
import { formatPriceRange } from '@/lib/price';

export interface PriceLineProps {
  service: ServiceSlug;
  /** 'dark' inside the navy page hero. */
  tone?: 'light' | 'dark';
}

/** A service's typical price, from the one pricing record, with a link to the full price guide. */
export function PriceLine({ service, tone = 'dark' }: PriceLineProps) {
  const price = servicePrice(service);
  const dark = tone === 'dark';
  return (
    <p data-price-line={service} className={dark ? 'mt-6 max-w-2xl text-white/90' : 'mt-6 max-w-2xl text-slate-800'}>
      <span className={dark ? 'font-bold text-white' : 'font-bold text-navy-900'}>Typical price: {formatPriceRange(price)}</span>, quoted in
      full before any work starts.{' '}
      <IntentLink
        href="/pricing"
        className={
          dark
            ? 'inline-flex min-h-11 items-center font-semibold text-gold-300 underline underline-offset-4 hover:text-white'
            : 'inline-flex min-h-11 items-center font-semibold text-navy-800 underline underline-offset-4 hover:text-gold-700'
        }
      >
        See the price guide
      </IntentLink>
    </p>
  );
}
