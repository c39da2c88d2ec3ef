import { Fragment, type ReactNode } from 'react';
import { fillParts } from '@/lib/content/fill';

export interface FilledTextProps {
  /** A record's text, such as "The emergency trip charge is {amount}, {text}". */
  text: string;
  /** What each placeholder becomes: words, or an element (a bold amount, a date). */
  values: Readonly<Record<string, ReactNode>>;
}

/** A text from a record with elements where its placeholders stand, so the words stay the owner's. */
export function FilledText({ text, values }: FilledTextProps) {
  return (
    <>
      {fillParts(text, values).map((part, index) => (
        <Fragment key={index}>{part}</Fragment>
      ))}
    </>
  );
}
