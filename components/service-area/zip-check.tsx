import { business, telHref } from '@/lib/content/business';
import { serviceArea } from '@/lib/content/service-area';
import { zipPages } from '@/lib/service-area';
import { ZipChecker } from './zip-checker';

export const serviceAreaListId = 'every-zip-code';

/** The home page's lead form, where "Request a visit" leads from any page. */
const requestHref = '/#lead-form';

export interface ZipCheckProps {
  tone?: 'light' | 'dark';
}

/** The ZIP checker with the city pages it can name, read here, on the server, from the city records. */
export function ZipCheck({ tone }: ZipCheckProps) {
  return (
    <ZipChecker
      pages={zipPages()}
      nearbyMiles={serviceArea.nearbyMiles}
      arrivalWindow={business.emergency.arrivalWindow}
      phone={{ display: business.phone.display, href: telHref }}
      requestHref={requestHref}
      tone={tone}
      listHref={`/service-area#${serviceAreaListId}`}
    />
  );
}
