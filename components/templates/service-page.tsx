import type { ServiceRecord } from '@/lib/content/services';
import { emergencyCopy, serviceCopy } from '@/lib/content/services';
import type { Locale } from '@/lib/i18n/locale';
import { PageStructure } from '@/components/layout/page-structure';
import { servicesCrumb } from '@/lib/breadcrumbs';
import { servicePageDate } from '@/lib/page-dates';
import { serviceJsonLd } from '@/lib/structured-data/service';
import { EmergencyPage } from './emergency-page';
import { StandardServicePage } from './standard-service-page';

export interface ServicePageProps {
  service: ServiceRecord;
  locale: Locale;
}

/** Every service route: the emergency record gets its own template, the rest share one. */
export function ServicePage({ service, locale }: ServicePageProps) {
  const copy = service.slug in serviceCopy ? serviceCopy[service.slug as keyof typeof serviceCopy] : undefined;
  if (service.kind !== 'emergency' && !copy) throw new Error(`No service copy for ${service.slug}`);
  return (
    <>
      <PageStructure
        path={`/${service.slug}`}
        title={service.title}
        description={service.description}
        mainEntity={serviceJsonLd(service)}
        crumbs={[servicesCrumb(locale), { name: service.name, path: `/${service.slug}` }]}
        dateModified={servicePageDate()}
        locale={locale}
      />
      {service.kind === 'emergency' || !copy ? (
        <EmergencyPage service={service} copy={emergencyCopy} locale={locale} />
      ) : (
        <StandardServicePage service={service} copy={copy} locale={locale} />
      )}
    </>
  );
}
