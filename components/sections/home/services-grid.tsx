import { IntentLink } from '@/components/ui/intent-link';
import { homeWordsIn } from '@/lib/content/home';
import { servicesIn } from '@/lib/content/services';
import type { Locale } from '@/lib/i18n/locale';
import { Container } from '@/components/ui/container';
import { ChevronRightIcon } from '@/components/ui/icons';
import { SectionHeading } from '@/components/ui/section-heading';

export function ServicesGrid({ locale }: { locale: Locale }) {
  const { eyebrow, title, intro } = homeWordsIn(locale).services;
  return (
    <section id="services" aria-labelledby="services-heading" className="py-14 sm:py-20">
      <Container>
        <SectionHeading id="services-heading" eyebrow={eyebrow} title={title} intro={intro} />
        {/* Phones: one compact row per service, its name and where it leads; the summary from 640 px. */}
        <ul className="grid gap-2 sm:grid-cols-2 sm:gap-4 lg:grid-cols-3">
          {servicesIn(locale).map((service) => (
            <li key={service.slug}>
              <IntentLink
                href={service.path}
                className="group flex h-full flex-col rounded-xl border border-navy-100 bg-white px-4 py-3 shadow-sm hover:border-gold-400 hover:shadow-md sm:p-5"
              >
                <span className="flex items-center justify-between gap-2 text-lg font-bold text-navy-900 group-hover:text-gold-700">
                  {service.name}
                  <ChevronRightIcon className="size-5 shrink-0" />
                </span>
                <span className="mt-2 text-slate-700 max-sm:hidden">{service.summary}</span>
              </IntentLink>
            </li>
          ))}
        </ul>
      </Container>
    </section>
  );
}
