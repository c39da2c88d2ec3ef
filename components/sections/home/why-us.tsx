import { homeWords } from '@/lib/content/home';
import type { Locale } from '@/lib/i18n/locale';
import { Container } from '@/components/ui/container';
import { SectionHeading } from '@/components/ui/section-heading';
import { FeatureIcon } from './feature-icon';

export function WhyUs({ locale }: { locale: Locale }) {
  const { eyebrow, title, features } = homeWords(locale).whyUs;
  return (
    <section aria-labelledby="why-us-heading" className="py-14 sm:py-20">
      <Container>
        <SectionHeading id="why-us-heading" eyebrow={eyebrow} title={title} />
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {features.map((feature) => (
            <li key={feature.title} className="rounded-xl bg-navy-50 p-6">
              {feature.icon && (
                <span className="flex size-12 items-center justify-center rounded-lg bg-navy-900 text-gold-300">
                  <FeatureIcon name={feature.icon} className="size-6" />
                </span>
              )}
              <h3 className="mt-4 text-lg font-bold text-navy-900">{feature.title}</h3>
              <p className="mt-2 text-slate-700">{feature.text}</p>
            </li>
          ))}
        </ul>
      </Container>
    </section>
  );
}
