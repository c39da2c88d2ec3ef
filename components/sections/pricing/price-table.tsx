import { fill } from '@/lib/content/fill';
import { pageWordsIn } from '@/lib/content/pages';
import { pricingIn } from '@/lib/content/pricing';
import type { ServiceRecord, ServiceSlug } from '@/lib/content/services';
import type { Locale } from '@/lib/i18n/locale';
import { IntentLink } from '@/components/ui/intent-link';
import { formatPriceRange } from '@/lib/facts/price';

export interface PriceTableProps {
  services: readonly ServiceRecord[];
  locale: Locale;
}

/** Every priced service's typical range, with what sits at the low and the high end. */
export function PriceTable({ services, locale }: PriceTableProps) {
  const words = pageWordsIn(locale);
  const { low, high } = words.pricing.table;
  const pricing = pricingIn(locale);
  return (
    <ul className="grid gap-5 md:grid-cols-2 lg:grid-cols-3">
      {services.map((service) => {
        const price = pricing.services[service.slug as ServiceSlug];
        // A service added without a price yet is left out until the owner gives it one.
        if (!price) return null;
        return (
          <li
            key={service.slug}
            data-price-service={service.slug}
            className="flex flex-col rounded-2xl bg-white p-6 shadow-sm ring-1 ring-navy-100"
          >
            <h3 className="text-xl font-extrabold text-navy-900">{service.name}</h3>
            <p className="mt-1 text-3xl font-extrabold tracking-tight text-navy-800" data-price-range>
              {formatPriceRange(price)}
            </p>
            <dl className="mt-3 space-y-2 text-slate-800">
              <div>
                <dt className="font-semibold text-navy-900">{low}</dt>
                <dd>{price.low}</dd>
              </div>
              <div>
                <dt className="font-semibold text-navy-900">{high}</dt>
                <dd>{price.high}</dd>
              </div>
            </dl>
            <IntentLink
              href={service.path}
              className="mt-auto inline-flex min-h-11 items-center pt-3 font-bold text-navy-800 underline underline-offset-4 hover:text-gold-700"
            >
              {fill(words.shared.aboutService, { service: service.name.toLowerCase() })}
            </IntentLink>
          </li>
        );
      })}
    </ul>
  );
}
