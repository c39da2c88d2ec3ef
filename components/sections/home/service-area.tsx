import { homeWordsIn } from '@/lib/content/home';
import { pageIn, pageWordsIn } from '@/lib/content/pages';
import type { Locale } from '@/lib/i18n/locale';
import { PlaceLinks } from '@/components/sections/shared/place-links';
import { countyLinks } from '@/lib/pages/places';
import { ZipCheck } from '@/components/service-area/zip-check';
import { Container } from '@/components/ui/container';
import { IntentLink } from '@/components/ui/intent-link';
import { SectionHeading } from '@/components/ui/section-heading';

export function ServiceArea({ locale }: { locale: Locale }) {
  const { title, intro, listLink } = homeWordsIn(locale).area;
  return (
    <section aria-labelledby="area-heading" className="bg-navy-900 py-14 text-white sm:py-20">
      <Container className="grid gap-10 lg:grid-cols-[1fr_1.2fr] lg:items-center">
        <div>
          <SectionHeading
            id="area-heading"
            tone="dark"
            align="left"
            eyebrow={pageWordsIn(locale).shared.serving}
            title={title}
            intro={intro}
            className="mb-6 sm:mb-8"
          />
          <ZipCheck tone="dark" locale={locale} />
          <IntentLink
            href={pageIn('serviceArea', locale).path}
            className="mt-2 inline-flex min-h-11 items-center font-semibold text-gold-300 underline underline-offset-4 hover:text-white"
          >
            {listLink}
          </IntentLink>
        </div>
        <PlaceLinks items={countyLinks(locale)} tone="dark" className="md:grid-cols-2 lg:grid-cols-3" />
      </Container>
    </section>
  );
}
