import { type CityPageRecord, cityIn, cityPages, getCity } from '@/lib/content/cities';
import { getService, serviceCopy, serviceCopyIn, type ServiceSlug } from '@/lib/content/services';
import type { Locale } from '@/lib/i18n/locale';
import { spanishOf } from '@/lib/i18n/pages';
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
import { emergencySlug } from '@/lib/content/collections';

type StandardSlug = Exclude<ServiceSlug, typeof emergencySlug>;
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

/** Each English page with a form, and how its form is made in a language. */
const formPages: readonly { path: string; form: (locale: Locale) => FormDefinition; city?: string }[] = [
  { path: '/', form: homeLeadForm },
  { path: '/', form: homePromotionForm },
  ...cityPages.map((page) => ({
    path: `/${page.slug}`,
    form: (locale: Locale) => cityPageForm(page, locale),
    city: getCity(page.city).name,
  })),
  ...standardServices.map((slug) => ({ path: `/${slug}`, form: (locale: Locale) => servicePageForm(slug, locale) })),
  { path: '/emergency-service', form: emergencyForm },
  { path: '/about-us', form: aboutUsForm },
  { path: '/about', form: aboutForm },
  { path: '/faq', form: faqForm },
  { path: '/reviews', form: reviewForm },
  { path: '/gallery', form: galleryForm },
  { path: '/garage-door-troubleshooting', form: troubleshootingForm },
];

/** Every form on every English page of the site. */
export const pageForms: readonly PageForm[] = formPages.map(({ path, form, city }) => ({
  path,
  form: form('en'),
  ...(city ? { city } : {}),
}));

/**
 * Every form on every Spanish page: the English page's form in Spanish, at the Spanish address.
 * The city context stays the city's name, as the English lead carries it.
 */
export const spanishPageForms: readonly PageForm[] = formPages.flatMap(({ path, form, city }) => {
  const spanish = spanishOf(path);
  return spanish ? [{ path: spanish.path, form: form('es'), ...(city ? { city } : {}) }] : [];
});
