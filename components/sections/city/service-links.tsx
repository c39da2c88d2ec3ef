import { IntentLink } from '@/components/ui/intent-link';
import { servicesIn } from '@/lib/content/services';
import type { Locale } from '@/lib/i18n/locale';
import { PageSection } from '@/components/sections/shared/page-section';
import { ChevronRightIcon } from '@/components/ui/icons';
import { cn } from '@/lib/cn';
import { linkCard } from '@/components/ui/link-card';

export interface ServiceLinksProps {
  title: string;
  tone?: 'white' | 'muted';
  locale: Locale;
}

/** Every service page, linked from a city page: visitors find the detail, crawlers the structure. */
export function ServiceLinks({ title, tone = 'white', locale }: ServiceLinksProps) {
  return (
    <PageSection id="all-services" tone={tone} title={title}>
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {servicesIn(locale).map((service) => (
          <li key={service.slug}>
            <IntentLink href={service.path} className={cn(linkCard, 'group flex h-full items-start justify-between gap-3 rounded-xl p-5')}>
              <span>
                <span className="block font-bold text-navy-900 group-hover:text-navy-950">{service.name}</span>
                <span className="mt-1 block text-sm text-slate-700">{service.summary}</span>
              </span>
              <ChevronRightIcon className="mt-0.5 size-5 shrink-0 text-gold-600" />
            </IntentLink>
          </li>
        ))}
      </ul>
    </PageSection>
  );
}
