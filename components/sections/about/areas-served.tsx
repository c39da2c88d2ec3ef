import { serviceAreaIn } from '@/lib/content/service-area';
import type { Locale } from '@/lib/i18n/locale';
import { PlaceLinks } from '@/components/sections/shared/place-links';
import { countyLinks } from '@/lib/pages/places';
import { Container } from '@/components/ui/container';
import { SectionHeading } from '@/components/ui/section-heading';

export interface AreasServedProps {
  title: string;
  intro: string;
  locale: Locale;
}

export function AreasServed({ title, intro, locale }: AreasServedProps) {
  return (
    <section aria-labelledby="areas-we-serve" className="py-14 sm:py-20">
      <Container>
        <SectionHeading id="areas-we-serve" eyebrow={serviceAreaIn(locale).summary} title={title} intro={intro} />
        <PlaceLinks items={countyLinks(locale)} />
      </Container>
    </section>
  );
}
