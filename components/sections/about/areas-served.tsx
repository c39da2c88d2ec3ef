import { business } from '@/lib/content/business';
import { CityLinkList } from '@/components/sections/shared/city-link-list';
import { Container } from '@/components/ui/container';
import { SectionHeading } from '@/components/ui/section-heading';

export interface AreasServedProps {
  title: string;
  intro: string;
}

export function AreasServed({ title, intro }: AreasServedProps) {
  return (
    <section aria-labelledby="areas-we-serve" className="py-14 sm:py-20">
      <Container>
        <SectionHeading id="areas-we-serve" eyebrow={business.serviceArea.summary} title={title} intro={intro} />
        <CityLinkList />
      </Container>
    </section>
  );
}
