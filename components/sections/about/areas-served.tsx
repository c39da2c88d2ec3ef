import Link from 'next/link';
import { business } from '@/content/business';
import { locationLinks } from '@/content/navigation';
import { Container } from '@/components/ui/container';
import { MapPinIcon } from '@/components/ui/icons';
import { SectionHeading } from '@/components/ui/section-heading';

export interface AreasServedProps {
  intro: string;
}

export function AreasServed({ intro }: AreasServedProps) {
  return (
    <section aria-labelledby="areas-we-serve" className="py-14 sm:py-20">
      <Container>
        <SectionHeading id="areas-we-serve" eyebrow={business.serviceArea.summary} title="Areas We Serve" intro={intro} />
        <ul className="flex flex-wrap justify-center gap-3">
          {locationLinks.map((link) => (
            <li key={link.href}>
              <Link
                href={link.href}
                className="inline-flex min-h-11 items-center gap-2 rounded-full border border-navy-200 bg-white px-4 font-semibold text-navy-800 hover:border-gold-500 hover:bg-gold-50"
              >
                <MapPinIcon className="size-4 text-gold-700" />
                {link.label}
              </Link>
            </li>
          ))}
        </ul>
      </Container>
    </section>
  );
}
