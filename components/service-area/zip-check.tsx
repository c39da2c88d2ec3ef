import { business, telHref } from '@/lib/content/business';
import { formsWords } from '@/lib/content/forms';
import type { Locale } from '@/lib/i18n/locale';
import { zipPages } from '@/lib/service-area';
import { ZipChecker } from './zip-checker';

export const serviceAreaListId = 'every-zip-code';

/** The home page's lead form, where "Request a visit" leads from any page. */
const requestHref = '/#lead-form';

export interface ZipCheckProps {
  tone?: 'light' | 'dark';
  locale: Locale;
}

/** The ZIP checker with the city pages it can name and its words in the page's language, read here, on the server. */
export function ZipCheck({ tone, locale }: ZipCheckProps) {
  return (
    <ZipChecker
      words={formsWords(locale).zipChecker}
      pages={zipPages()}
      phone={{ display: business.phone.display, href: telHref }}
      requestHref={requestHref}
      tone={tone}
      listHref={`/service-area#${serviceAreaListId}`}
    />
  );
}
