'use client';

import { useRef, useState } from 'react';
import { lazyIsland, SafeIsland } from '@/components/ui/safe-island';
import type { LeadFormWords } from '@/lib/forms/types';
import type { Locale } from '@/lib/i18n/locale';
import type { LeadPhotos } from './lead-photos';

// Resizing and previews load only once a visitor picks a photo.
const PhotoPicker = lazyIsland(() => import('./photo-picker'));

export interface PhotoFieldProps {
  id: string;
  /** The multipart field the delivery service reads files from (its adapter's `fileField`). */
  name: string;
  words: LeadFormWords['photos'];
  locale: Locale;
  /** Given the picker's photos once it has loaded, for the form's code to send. */
  onPhotos: (photos: LeadPhotos) => void;
}

const input =
  'mt-1.5 block w-full cursor-pointer rounded-lg text-base text-slate-700 file:mr-3 file:min-h-12 file:cursor-pointer file:rounded-lg file:border-2 file:border-navy-800 file:bg-white file:px-4 file:py-2.5 file:font-semibold file:text-navy-800 file:transition-colors hover:file:border-gold-500 hover:file:bg-gold-50';

/**
 * Up to three optional photos of the problem, on the forms of services that accept files. A
 * real file input: without JavaScript the browser posts the photos as they are (the form is
 * multipart). With JavaScript the picker resizes them, shows them and keeps the input's files
 * in step, so a plain post after all still carries what the previews show.
 */
export function PhotoField({ id, name, words, locale, onPhotos }: PhotoFieldProps) {
  const [picked, setPicked] = useState(false);
  const [note, setNote] = useState('');
  const inputRef = useRef<HTMLInputElement>(null);
  return (
    <div className="mt-4">
      <label htmlFor={id} className="block font-semibold text-navy-900">
        {words.label} <span className="whitespace-nowrap">{words.labelNote}</span>
      </label>
      <p id={`${id}-hint`} className="mt-0.5 text-sm text-slate-600">
        {words.hint}
      </p>
      <input
        ref={inputRef}
        id={id}
        name={name}
        type="file"
        accept="image/*"
        multiple
        aria-describedby={`${id}-hint ${id}-note`}
        data-lead-photos=""
        className={input}
        onChange={() => setPicked(true)}
      />
      {picked && (
        <SafeIsland>
          <PhotoPicker input={inputRef} words={words} locale={locale} onReady={onPhotos} onNote={setNote} />
        </SafeIsland>
      )}
      <p id={`${id}-note`} aria-live="polite" className="text-sm text-navy-800 not-empty:mt-2">
        {note}
      </p>
    </div>
  );
}
