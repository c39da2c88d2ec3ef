import type { ServiceRecord } from '@/lib/content/services';
import { emergencyCopy, serviceCopy } from '@/lib/content/services';
import { PageStructure } from '@/components/layout/page-structure';
import { servicesCrumb } from '@/lib/breadcrumbs';
import { servicePageDate } from '@/lib/page-dates';
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
      <PageStructure
        path={`/${service.slug}`}
        title={service.title}
        description={service.description}
        mainEntity={serviceJsonLd(service)}
        crumbs={[servicesCrumb('en'), { name: service.name, path: `/${service.slug}` }]}
        dateModified={servicePageDate()}
      />
      {service.kind === 'emergency' || !copy ? (
        <EmergencyPage service={service} copy={emergencyCopy} />
      ) : (
        <StandardServicePage service={service} copy={copy} />
      )}
    </>
  );
}
