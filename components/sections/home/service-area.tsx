import { business } from '@/content/business';
import { CityLinkList } from '@/components/sections/shared/city-link-list';
import { Container } from '@/components/ui/container';
import { SectionHeading } from '@/components/ui/section-heading';

/** Section 6: where we work, each city linking to its page. */
export function ServiceArea() {
  return (
    <section aria-labelledby="area-heading" className="bg-navy-900 py-14 text-white sm:py-20">
      <Container className="grid gap-10 lg:grid-cols-[1fr_1.2fr] lg:items-center">
        <SectionHeading
          id="area-heading"
          tone="dark"
          align="left"
          eyebrow={`Serving ${business.serviceArea.summary}`}
          title="Local technicians across the Suncoast"
          intro="Our vans are stationed around Sarasota, Manatee and Charlotte counties, so a technician is rarely more than a short drive from your driveway, whether you live on a barrier island or out east past I-75."
          className="mb-0 sm:mb-0"
        />
        <CityLinkList tone="dark" />
      </Container>
    </section>
  );
}
