'use client';

import { type ReactNode, useEffect, useState } from 'react';
import { FilledText } from '@/components/ui/filled-text';
import type { Locale } from '@/lib/i18n/locale';
import type { NextVisitLine } from '@/lib/pages/places';

export interface NextVisitProps {
  line: NextVisitLine;
  locale: Locale;
  /** The link to the form, where the words say {book}. */
  link: ReactNode;
  className?: string;
}

/**
 * A far county's next visit. The built page names the crews' weekdays, true on whatever day it is
 * read; after load the browser, which alone knows today, names the next day a visit can be booked,
 * on the business's clock: the first day the form's arrival windows offer. The arithmetic is its
 * own chunk; if it never arrives, the weekdays stay (docs/decisions/030-islands-degrade.md).
 */
export function NextVisit({ line, locale, link, className }: NextVisitProps) {
  const [date, setDate] = useState<string>();
  useEffect(() => {
    let current = true;
    import('./next-visit-now').then(
      ({ nextVisitNow }) => current && setDate(nextVisitNow(line.booking, locale)),
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [line.booking, locale]);
  return (
    <p className={className} data-next-visit={date ? 'date' : 'days'}>
      <FilledText
        text={date ? line.next : line.crews}
        values={date ? { date: <span className="whitespace-nowrap">{date}</span>, book: link } : { book: link }}
      />
    </p>
  );
}
