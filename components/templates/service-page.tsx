import type { ServiceRecord } from '@/lib/content/services';
import { emergencyCopy, serviceCopy } from '@/lib/content/services';
import { JsonLd } from '@/components/json-ld';
import { breadcrumbJsonLd } from '@/lib/jsonld';
import { serviceJsonLd } from '@/lib/structured-data/service';
import { EmergencyPage } from './emergency-page';
import { StandardServicePage } from './standard-service-page';

export interface ServicePageProps {
  service: ServiceRecord;
}

/** Every service route: the emergency record gets its own template, the rest share one. */
export function ServicePage({ service }: ServicePageProps) {
  const copy = service.slug in serviceCopy ? serviceCopy[service.slug as keyof typeof serviceCopy] : undefined;
  if (service.kind !== 'emergency' && !copy) throw new Error(`No service copy for ${service.slug}`);
  return (
    <>
      <JsonLd data={[breadcrumbJsonLd([{ name: service.name, path: `/${service.slug}` }]), serviceJsonLd(service)]} />
      {service.kind === 'emergency' || !copy ? <EmergencyPage service={service} copy={emergencyCopy} /> : <StandardServicePage service={service} copy={copy} />}
    </>
  );
}
