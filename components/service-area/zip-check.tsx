import { phoneLink } from '@/lib/content/business';
import { formsWordsIn } from '@/lib/content/forms';
import type { Locale } from '@/lib/i18n/locale';
import { localePath } from '@/lib/pages/registry';
import { serviceArea } from '@/lib/content/service-area';
import { ZipChecker } from './zip-checker';

export const serviceAreaListId = 'every-zip-code';

export interface ZipCheckProps {
  tone?: 'light' | 'dark';
  locale: Locale;
}

/**
 * The ZIP checker with its words, the home page's lead form ("Request
 * a visit") and the list of every ZIP code, all in the page's language, read here, on the server.
 */
export function ZipCheck({ tone, locale }: ZipCheckProps) {
  return (
    <ZipChecker
      words={formsWordsIn(locale).zipChecker}
      nearbyMiles={serviceArea.nearbyMiles}
      locale={locale}
      phone={{ ...phoneLink }}
      requestHref={localePath('/#lead-form', locale)}
      tone={tone}
      listHref={localePath(`/service-area#${serviceAreaListId}`, locale)}
    />
  );
}
