import { business, telHref } from '@/lib/content/business';
import { zipTable } from '@/lib/service-area';
import { ZipChecker } from './zip-checker';

export const serviceAreaListId = 'cities-and-zip-codes';

export interface ZipCheckProps {
  tone?: 'light' | 'dark';
}

/** The ZIP checker with its table built here, on the server, from the city records. */
export function ZipCheck({ tone }: ZipCheckProps) {
  return (
    <ZipChecker
      table={zipTable()}
      phone={{ display: business.phone.display, href: telHref }}
      tone={tone}
      listHref={`/service-area#${serviceAreaListId}`}
    />
  );
}
