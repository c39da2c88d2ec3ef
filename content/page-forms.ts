import { type CityPageRecord, cityPages, getCity } from '@/lib/content/cities';
import {
  aboutForm,
  aboutUsForm,
  cityLeadForm,
  emergencyForm,
  faqForm,
  type FormDefinition,
  galleryForm,
  homeLeadForm,
  homePromotionForm,
  reviewForm,
  serviceLeadForm,
  troubleshootingForm,
} from './forms';
import { serviceCopy } from '@/lib/content/services';
import { getService, type ServiceSlug } from '@/lib/content/services';

/** Which lead form each page shows. Templates take their form from here; the lead tests walk it. */
export interface PageForm {
  path: string;
  form: FormDefinition;
  /** The page's own city, sent as the lead's city context. */
  city?: string;
}

/** The lead form of a city page, named for its city and shaped by its template. */
export function cityPageForm(page: Pick<CityPageRecord, 'city' | 'template'>): FormDefinition {
  return cityLeadForm(getCity(page.city), page.template);
}

/** The lead form of a standard service page, with that service's own select. */
export function servicePageForm(slug: string): FormDefinition {
  const service = getService(slug);
  if (!service || !(slug in serviceCopy)) throw new Error(`No standard service page ${slug}`);
  const { select, zipOptional, submitLabel } = serviceCopy[slug as keyof typeof serviceCopy].form;
  return serviceLeadForm({ id: `service-${slug}`, serviceName: service.name, select, zipOptional, submitLabel });
}

const standardServices = Object.keys(serviceCopy) as Exclude<ServiceSlug, 'emergency-service'>[];

/** Every form on every page of the site. */
export const pageForms: readonly PageForm[] = [
  { path: '/', form: homeLeadForm },
  { path: '/', form: homePromotionForm },
  ...cityPages.map((page) => ({ path: `/${page.slug}`, form: cityPageForm(page), city: getCity(page.city).name })),
  ...standardServices.map((slug) => ({ path: `/${slug}`, form: servicePageForm(slug) })),
  { path: '/emergency-service', form: emergencyForm },
  { path: '/about-us', form: aboutUsForm },
  { path: '/about', form: aboutForm },
  { path: '/faq', form: faqForm },
  { path: '/reviews', form: reviewForm },
  { path: '/gallery', form: galleryForm },
  { path: '/garage-door-troubleshooting', form: troubleshootingForm },
];
