import type { ServiceRecord } from '@/lib/content/services';
import { emergencyCopyIn, serviceCopyIn } from '@/lib/content/services';
import type { Locale } from '@/lib/i18n/locale';
import { PageStructure } from '@/components/layout/page-structure';
import { servicesCrumb } from '@/lib/site/breadcrumbs';
import { servicePageDate } from '@/lib/site/page-dates';
import { serviceJsonLd } from '@/lib/structured-data/service';
import { pageMetadata } from '@/lib/site/metadata';
import { EmergencyPage } from './emergency-page';
import { StandardServicePage } from './standard-service-page';
import { emergencySlug } from '@/lib/content/collections';

export interface ServicePageProps {
  service: ServiceRecord;
  locale: Locale;
}

export function serviceMetadata(service: ServiceRecord, locale: Locale) {
  return pageMetadata({ title: service.title, description: service.description, path: service.path, locale });
}

/** Every service route: the emergency record gets its own template, the rest share one. */
export function ServicePage({ service, locale }: ServicePageProps) {
  const copy =
    service.kind === 'emergency' ? undefined : serviceCopyIn(service.slug as Exclude<typeof service.slug, typeof emergencySlug>, locale);
  return (
    <PageStructure
      path={service.path}
      title={service.title}
      description={service.description}
      mainEntity={serviceJsonLd(service, { locale })}
      crumbs={[servicesCrumb(locale), { name: service.name, path: service.path }]}
      dateModified={servicePageDate()}
      locale={locale}
    >
      {service.kind === 'emergency' || !copy ? (
        <EmergencyPage service={service} copy={emergencyCopyIn(locale)} locale={locale} />
      ) : (
        <StandardServicePage service={service} copy={copy} locale={locale} />
      )}
    </PageStructure>
  );
}
