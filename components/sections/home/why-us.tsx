import { homeWordsIn } from '@/lib/content/home';
import type { Locale } from '@/lib/i18n/locale';
import { Container } from '@/components/ui/container';
import { SectionHeading } from '@/components/ui/section-heading';
import { FeatureIcon } from './feature-icon';

export function WhyUs({ locale }: { locale: Locale }) {
  const { eyebrow, title, features } = homeWordsIn(locale).whyUs;
  return (
    <section aria-labelledby="why-us-heading" className="py-14 sm:py-20">
      <Container>
        <SectionHeading id="why-us-heading" eyebrow={eyebrow} title={title} />
        {/* Phones: the icon beside the title, so each promise takes a few lines, not a screen. */}
        <ul className="grid gap-3 sm:grid-cols-2 sm:gap-6 lg:grid-cols-3">
          {features.map((feature) => (
            <li key={feature.title} className="grid grid-cols-[auto_1fr] gap-x-4 rounded-xl bg-navy-50 p-4 sm:block sm:p-6">
              {feature.icon && (
                <span className="row-span-2 flex size-11 items-center justify-center rounded-lg bg-navy-900 text-gold-300">
                  <FeatureIcon name={feature.icon} className="size-6" />
                </span>
              )}
              <h3 className="self-center text-lg font-bold text-navy-900 sm:mt-3">{feature.title}</h3>
              <p className="mt-1 text-slate-700 sm:mt-2">{feature.text}</p>
            </li>
          ))}
        </ul>
      </Container>
    </section>
  );
}
