import { LeadFormLink } from '@/components/layout/lead-form-link';
import { NextVisit } from '@/components/service-area/next-visit';
import { inlineLink } from '@/components/ui/link-card';
import type { Locale } from '@/lib/i18n/locale';
import type { NextVisitLine } from '@/lib/pages/places';

export interface PlaceNextVisitProps {
  line: NextVisitLine;
  locale: Locale;
}

/** A far county's or town's next visit, under how we reach it; its link goes to this page's form. */
export function PlaceNextVisit({ line, locale }: PlaceNextVisitProps) {
  const link = (
    <LeadFormLink fallbackHref="#lead-form" className={inlineLink}>
      {line.book}
    </LeadFormLink>
  );
  return <NextVisit line={line} locale={locale} link={link} className="mt-4 max-w-3xl text-lg font-semibold text-navy-900" />;
}
