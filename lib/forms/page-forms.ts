import { type CityPageRecord, cityIn, cityPages, getCity } from '@/lib/content/cities';
import { getService, serviceCopy, serviceCopyIn, type ServiceSlug } from '@/lib/content/services';
import type { Locale } from '@/lib/i18n/locale';
import {
  aboutForm,
  aboutUsForm,
  cityLeadForm,
  emergencyForm,
  faqForm,
  galleryForm,
  homeLeadForm,
  homePromotionForm,
  reviewForm,
  serviceLeadForm,
  troubleshootingForm,
} from './definitions';
import type { FormDefinition } from './types';

type StandardSlug = Exclude<ServiceSlug, 'emergency-service'>;
const isStandard = (slug: string): slug is StandardSlug => Object.hasOwn(serviceCopy, slug);

/** Which lead form each page shows. Templates take their form from here; the lead tests walk it. */
export interface PageForm {
  path: string;
  form: FormDefinition;
  /** The page's own city, sent as the lead's city context. */
  city?: string;
}

/** The lead form of a city page, named for its city and shaped by its template. */
export function cityPageForm(page: Pick<CityPageRecord, 'city' | 'template'>, locale: Locale): FormDefinition {
  return cityLeadForm(cityIn(page.city, locale), page.template, locale);
}

/** The lead form of a standard service page, with that service's own question. */
export function servicePageForm(slug: string, locale: Locale): FormDefinition {
  // The service's English name names the form in the owner's inbox, whatever the page's language.
  const service = getService(slug);
  if (!service || !isStandard(slug)) throw new Error(`No standard service page ${slug}`);
  const { select, zipOptional, submitLabel } = serviceCopyIn(slug, locale).form;
  return serviceLeadForm({ id: `service-${slug}`, serviceName: service.name, select, zipOptional, submitLabel }, locale);
}

const standardServices = Object.keys(serviceCopy) as StandardSlug[];

/** Every form on every English page of the site. */
export const pageForms: readonly PageForm[] = [
  { path: '/', form: homeLeadForm('en') },
  { path: '/', form: homePromotionForm('en') },
  ...cityPages.map((page) => ({ path: `/${page.slug}`, form: cityPageForm(page, 'en'), city: getCity(page.city).name })),
  ...standardServices.map((slug) => ({ path: `/${slug}`, form: servicePageForm(slug, 'en') })),
  { path: '/emergency-service', form: emergencyForm('en') },
  { path: '/about-us', form: aboutUsForm('en') },
  { path: '/about', form: aboutForm('en') },
  { path: '/faq', form: faqForm('en') },
  { path: '/reviews', form: reviewForm('en') },
  { path: '/gallery', form: galleryForm('en') },
  { path: '/garage-door-troubleshooting', form: troubleshootingForm('en') },
];
