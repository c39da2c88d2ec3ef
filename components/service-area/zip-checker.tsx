'use client';

import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { zipCheckerCopy as copy } from '@/content/service-area';
import { cn } from '@/lib/cn';
import { lookupZip, type ZipAnswer, type ZipTable } from '@/lib/zip-lookup';

export interface ZipCheckerProps {
  table: ZipTable;
  phone: { display: string; href: string };
  /** 'dark' on the home page's navy band. */
  tone?: 'light' | 'dark';
  /** Without JavaScript the form opens the full list of cities and ZIP codes. */
  listHref: string;
}

/** "Do you serve me?": a ZIP code in, an honest answer out, announced in a live region. */
export function ZipChecker({ table, phone, tone = 'light', listHref }: ZipCheckerProps) {
  const id = useId();
  const [answer, setAnswer] = useState<ZipAnswer | null>(null);
  const answerRef = useRef<HTMLDivElement>(null);
  const dark = tone === 'dark';

  // On a phone the answer lands below the fold, under the bottom bar: bring it up to where the
  // visitor looks. Each check is a new answer object, so asking twice scrolls twice.
  useEffect(() => {
    if (!answer) return;
    const reduce = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
    answerRef.current?.scrollIntoView?.({ block: 'nearest', behavior: reduce ? 'auto' : 'smooth' });
  }, [answer]);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const value = new FormData(event.currentTarget).get('zip');
    setAnswer(lookupZip(typeof value === 'string' ? value : '', table));
  };

  return (
    <form method="get" action={listHref} onSubmit={onSubmit} noValidate data-zip-checker className="max-w-xl">
      <label htmlFor={`${id}-zip`} className={cn('block text-lg font-bold', dark ? 'text-white' : 'text-navy-900')}>
        {copy.label}
      </label>
      <p id={`${id}-hint`} className={cn('text-sm', dark ? 'text-navy-100' : 'text-slate-700')}>
        {copy.hint}
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
          className="min-h-12 w-40 rounded-lg border border-slate-400 bg-white px-3.5 text-lg text-slate-900 focus:border-navy-600 focus:outline-3 focus:outline-gold-400"
        />
        <button
          type="submit"
          className={cn(
            'inline-flex min-h-12 items-center rounded-lg px-5 font-semibold focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-gold-400',
            dark ? 'bg-gold-400 text-navy-950 hover:bg-gold-300' : 'bg-navy-800 text-white hover:bg-gold-400 hover:text-navy-950',
          )}
        >
          {copy.button}
        </button>
      </div>
      {/* The scroll margin keeps the answer clear of the bottom bar (3.5 rem and its border) on phones. */}
      <div
        ref={answerRef}
        aria-live="polite"
        className={cn('mt-3 min-h-6 scroll-mb-[calc(4.5rem+env(safe-area-inset-bottom,0px))] md:scroll-mb-4', dark ? 'text-white' : 'text-slate-900')}
      >
        {answer && <ZipAnswerText answer={answer} phone={phone} dark={dark} />}
      </div>
    </form>
  );
}

function ZipAnswerText({ answer, phone, dark }: { answer: ZipAnswer; phone: ZipCheckerProps['phone']; dark: boolean }) {
  const link = cn('font-bold underline underline-offset-4', dark ? 'text-gold-300 hover:text-white' : 'text-navy-800 hover:text-gold-700');
  const call = (
    <a href={phone.href} className={cn(link, 'inline-flex min-h-11 items-center')}>
      {phone.display}
    </a>
  );
  if (answer.kind === 'empty') return <p>{copy.empty}</p>;
  if (answer.kind === 'malformed') return <p>{copy.malformed(answer.input)}</p>;
  if (answer.kind === 'unserved') {
    return (
      <p data-zip-answer="unserved">
        {copy.unserved(answer.zip)} {copy.unservedCall} {call}
      </p>
    );
  }
  return (
    <div data-zip-answer="served">
      <p className="font-semibold">{copy.served(answer.zip)}</p>
      <ul>
        {answer.places.map((place) => (
          <li key={place.href}>
            <a href={place.href} className={cn(link, 'inline-flex min-h-11 items-center')}>
              {copy.servedLink(place.city)}
            </a>
          </li>
        ))}
      </ul>
      <p>
        {copy.servedCall} {call}
      </p>
    </div>
  );
}
