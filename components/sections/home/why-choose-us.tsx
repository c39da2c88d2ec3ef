import { homeWordsIn } from '@/lib/content/home';
import type { Locale } from '@/lib/i18n/locale';
import { Container } from '@/components/ui/container';
import { CheckIcon } from '@/components/ui/icons';
import { SectionHeading } from '@/components/ui/section-heading';

export function WhyChooseUs({ locale }: { locale: Locale }) {
  const { eyebrow, title, intro, points, stats } = homeWordsIn(locale).whyChooseUs;
  return (
    <section aria-labelledby="choose-heading" className="bg-navy-900 py-14 text-white sm:py-20">
      <Container className="grid gap-10 lg:grid-cols-2 lg:items-center">
        <div>
          <SectionHeading id="choose-heading" tone="dark" align="left" eyebrow={eyebrow} title={title} intro={intro} />
          <ul className="space-y-3">
            {points.map((point) => (
              <li key={point} className="flex gap-3">
                <CheckIcon className="mt-1 size-5 shrink-0 text-gold-300" />
                <span className="text-navy-100">{point}</span>
              </li>
            ))}
          </ul>
        </div>
        <dl className="grid grid-cols-2 gap-4">
          {stats.map((stat) => (
            <div key={stat.label} className="flex flex-col-reverse rounded-xl bg-navy-800 p-6 text-center">
              <dt className="mt-1 text-sm text-navy-100">{stat.label}</dt>
              <dd className="text-4xl font-extrabold text-gold-300">{stat.value}</dd>
            </div>
          ))}
        </dl>
      </Container>
    </section>
  );
}
