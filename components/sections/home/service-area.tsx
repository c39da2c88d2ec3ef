import Link from 'next/link';
import { business } from '@/content/business';
import { locationLinks } from '@/content/navigation';
import { Container } from '@/components/ui/container';
import { MapPinIcon } from '@/components/ui/icons';
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
        <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3">
          {locationLinks.map((link) => (
            <li key={link.href}>
              <Link
                href={link.href}
                className="flex min-h-12 items-center gap-2 rounded-lg bg-navy-800 px-4 font-semibold hover:bg-gold-400 hover:text-navy-950 focus-visible:outline-3 focus-visible:outline-gold-400"
              >
                <MapPinIcon className="size-4 shrink-0 text-gold-300" />
                {link.label}
              </Link>
            </li>
          ))}
        </ul>
      </Container>
    </section>
  );
}
