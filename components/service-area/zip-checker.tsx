'use client';

import { type FormEvent, lazy, Suspense, useEffect, useId, useRef, useState } from 'react';
import { cn } from '@/lib/cn';
import type { CheckerAnswer, ZipCheckerWords } from './zip-answer';
import { loadRegionZips } from '@/lib/service-area/load-region-zips';
import type { ZipPages, ZipRegion } from '@/lib/service-area/zip-lookup';

// The answer and the lookup load with the table, when the visitor first uses the field: nothing
// of them is part of the page's first load (docs/decisions/073-place-pages.md).
const lookup = () => import('@/lib/service-area/zip-lookup');
const ZipAnswerText = lazy(() => import('./zip-answer').then((module) => ({ default: module.ZipAnswerText })));
const prepare = () => Promise.all([loadRegionZips(), lookup(), import('./zip-answer')]);

export interface ZipCheckerProps {
  /** Its words in the page's language (content/forms.json `zipChecker`), from the server parent. */
  words: ZipCheckerWords;
  /** The city pages a ZIP can answer with, by city slug. */
  pages: ZipPages;
  /** How near a city page must be to be offered (the service-area record). */
  nearbyMiles: number;
  /** The county pages and the shop's distance rule: how a ZIP farther out is served. */
  region: ZipRegion;
  phone: { display: string; href: string };
  /** Where "Request a visit" leads: a lead form. */
  requestHref: string;
  /** 'dark' on the navy bands. */
  tone?: 'light' | 'dark';
  /** Without JavaScript the form opens the full list of ZIP codes. */
  listHref: string;
}

/**
 * "Do you serve me?": a ZIP code in, an honest answer out, announced in a live region. The
 * region's ZIP table is fetched when the visitor first focuses the field, not with the page.
 */
export function ZipChecker({ words, pages, nearbyMiles, region, phone, requestHref, tone = 'light', listHref }: ZipCheckerProps) {
  const id = useId();
  const [answer, setAnswer] = useState<CheckerAnswer | null>(null);
  const answerRef = useRef<HTMLDivElement>(null);
  const dark = tone === 'dark';

  // On a phone the answer lands below the fold, under the bottom bar: bring it up to where the
  // visitor looks. Each check is a new answer object, so asking twice scrolls twice.
  useEffect(() => {
    if (!answer) return;
    const reduce = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
    answerRef.current?.scrollIntoView?.({ block: 'nearest', behavior: reduce ? 'auto' : 'smooth' });
  }, [answer]);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const value = new FormData(event.currentTarget).get('zip');
    setAnswer({ kind: 'loading' });
    try {
      const { answerZip, readZipInput } = await lookup();
      const read = readZipInput(typeof value === 'string' ? value : '');
      if (read.kind !== 'zip') return setAnswer(read);
      setAnswer(answerZip(read.zip, await loadRegionZips(), pages, nearbyMiles, region));
    } catch {
      setAnswer({ kind: 'failed' });
    }
  };

  return (
    <form method="get" action={listHref} onSubmit={onSubmit} noValidate data-zip-checker className="max-w-xl">
      <label htmlFor={`${id}-zip`} className={cn('block text-lg font-bold', dark ? 'text-white' : 'text-navy-900')}>
        {words.label}
      </label>
      <p id={`${id}-hint`} className={cn('text-sm', dark ? 'text-navy-100' : 'text-slate-700')}>
        {words.hint}
      </p>
      <div className="mt-2 flex flex-wrap gap-3">
        <input
          id={`${id}-zip`}
          name="zip"
          type="text"
          inputMode="numeric"
          autoComplete="postal-code"
          maxLength={10}
          aria-describedby={`${id}-hint`}
          onFocus={() => void prepare().catch(() => undefined)}
          className="min-h-12 w-40 rounded-lg border border-slate-400 bg-white px-3.5 text-lg text-slate-900 focus:border-navy-600 focus:outline-3 focus:outline-gold-400"
        />
        <button
          type="submit"
          className={cn(
            'inline-flex min-h-12 items-center rounded-lg px-5 font-semibold',
            dark ? 'bg-gold-400 text-navy-950 hover:bg-gold-300' : 'bg-navy-800 text-white hover:bg-gold-400 hover:text-navy-950',
          )}
        >
          {words.button}
        </button>
      </div>
      {/* The scroll margin keeps the answer clear of the bottom bar (3.5 rem and its border) on phones. */}
      <div
        ref={answerRef}
        aria-live="polite"
        className={cn(
          'mt-3 min-h-6 scroll-mb-[calc(4.5rem+env(safe-area-inset-bottom,0px))] md:scroll-mb-4',
          dark ? 'text-white' : 'text-slate-900',
        )}
      >
        {answer && (
          <Suspense fallback={<p>{words.loading}</p>}>
            <ZipAnswerText answer={answer} words={words} phone={phone} requestHref={requestHref} listHref={listHref} dark={dark} />
          </Suspense>
        )}
      </div>
    </form>
  );
}
