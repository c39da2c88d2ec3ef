'use client';

import { useMemo, useRef, useState, useSyncExternalStore } from 'react';
import { CameraIcon } from '@/components/ui/icons';
import { lazyIsland, SafeIsland } from '@/components/ui/safe-island';
import type { LeadFormWords } from '@/lib/forms/types';
import type { Locale } from '@/lib/i18n/locale';
import type { LeadPhotos } from './lead-photos';
import { photoNotes } from './photo-notes';

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

/*
 * The browser's own file control says "Choose Files / No file chosen" in the browser's language,
 * whatever the page's: the input is kept (it posts the photos without JavaScript) but drawn as a
 * button and a summary in the page's words. Its focus shows on the button.
 */
const chooseButton =
  'inline-flex min-h-12 cursor-pointer items-center gap-2 rounded-lg border-2 border-navy-800 bg-white px-4 font-semibold text-navy-800 hover:bg-gold-50 peer-focus-visible:outline-3 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-gold-400';

const noChange = () => () => {};
const isClient = () => true;
const isServer = () => false;

/**
 * Up to three optional photos of the problem, on the forms of services that accept files. A
 * real file input: without JavaScript the browser posts the photos as they are (the form is
 * multipart). With JavaScript the picker resizes them, shows them and keeps the input's files
 * in step, so a plain post after all still carries what the previews show.
 */
export function PhotoField({ id, name, words, locale, onPhotos }: PhotoFieldProps) {
  const [picked, setPicked] = useState(false);
  const [note, setNote] = useState('');
  const [count, setCount] = useState(0);
  // Empty until the page runs: without JavaScript the summary could not follow a pick.
  const running = useSyncExternalStore(noChange, isClient, isServer);
  const notes = useMemo(() => photoNotes(words, locale), [words, locale]);
  const summary = running ? notes.chosen(count) : '';
  const inputRef = useRef<HTMLInputElement>(null);
  return (
    <div className="mt-4">
      <label htmlFor={id} className="block font-semibold text-navy-900">
        {words.label} <span className="whitespace-nowrap">{words.labelNote}</span>
      </label>
      <p id={`${id}-hint`} className="mt-0.5 text-sm text-slate-600">
        {words.hint}
      </p>
      <div className="mt-1.5 flex min-h-12 flex-wrap items-center gap-x-3 gap-y-1">
        <input
          ref={inputRef}
          id={id}
          name={name}
          type="file"
          accept="image/*"
          multiple
          aria-describedby={`${id}-hint ${id}-summary ${id}-note`}
          data-lead-photos=""
          className="peer sr-only"
          onChange={(event) => {
            setPicked(true);
            setCount(event.currentTarget.files?.length ?? 0);
          }}
        />
        <label htmlFor={id} aria-hidden="true" className={chooseButton}>
          <CameraIcon className="size-5" />
          {words.choose}
        </label>
        <span id={`${id}-summary`} className="text-slate-700">
          {summary}
        </span>
      </div>
      {picked && (
        <SafeIsland>
          <PhotoPicker input={inputRef} words={words} locale={locale} onReady={onPhotos} onNote={setNote} onCount={setCount} />
        </SafeIsland>
      )}
      <p id={`${id}-note`} aria-live="polite" className="text-sm text-navy-800 not-empty:mt-2">
        {note}
      </p>
    </div>
  );
}
