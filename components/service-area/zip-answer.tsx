import { zipCheckerCopy as copy } from '@/content/service-area';
import { cn } from '@/lib/cn';
import type { ZipAnswer, ZipPlace } from '@/lib/zip-lookup';

export type CheckerAnswer = ZipAnswer | { kind: 'loading' } | { kind: 'failed' };

export interface ZipAnswerTextProps {
  answer: CheckerAnswer;
  phone: { display: string; href: string };
  /** The emergency arrival aim (business record), said only where a city page is near. */
  arrivalWindow: string;
  requestHref: string;
  listHref: string;
  dark: boolean;
}

/** The checker's answer: the sentence, then the links that act on it (a city page, the phone, the form). */
export function ZipAnswerText({ answer, phone, arrivalWindow, requestHref, listHref, dark }: ZipAnswerTextProps) {
  const link = cn(
    'inline-flex min-h-11 items-center font-bold underline underline-offset-4',
    dark ? 'text-gold-300 hover:text-white' : 'text-navy-800 hover:text-gold-700',
  );
  const call = (
    <a href={phone.href} className={link}>
      {phone.display}
    </a>
  );
  const cityLinks = (places: ZipPlace[]) => (
    <ul>
      {places.map((place) => (
        <li key={place.href}>
          <a href={place.href} className={link}>
            {copy.servedLink(place.city)}
          </a>
        </li>
      ))}
    </ul>
  );

  switch (answer.kind) {
    case 'empty':
      return <p>{copy.empty}</p>;
    case 'malformed':
      return <p data-zip-answer="malformed">{copy.malformed(answer.input)}</p>;
    case 'loading':
      return <p>{copy.loading}</p>;
    case 'failed':
      return (
        <p data-zip-answer="failed">
          {copy.failed} {copy.failedCall} {call}{' '}
          <a href={listHref} className={link}>
            {copy.failedList}
          </a>
        </p>
      );
    case 'unserved':
      return (
        <p data-zip-answer="unserved">
          {copy.unserved(answer.zip)} {copy.unservedCall} {call}
        </p>
      );
    case 'region': {
      const near = answer.nearest.length > 0;
      return (
        <div data-zip-answer="served">
          <p className="font-semibold">{copy.region(answer.place)}</p>
          <p>{near ? copy.regionDetail(answer.zip, answer.county) : copy.regionFarDetail(answer.zip, answer.county, answer.place)}</p>
          <p className="flex flex-wrap gap-x-5">
            {call}
            <a href={requestHref} className={link}>
              {copy.requestLink}
            </a>
          </p>
          {near && (
            <>
              <p className="mt-1">{copy.nearestLabel}</p>
              {cityLinks(answer.nearest)}
              <p>{copy.arrival(arrivalWindow)}</p>
            </>
          )}
        </div>
      );
    }
    case 'served':
      return (
        <div data-zip-answer="served">
          <p className="font-semibold">{copy.served(answer.zip)}</p>
          {cityLinks(answer.places)}
          <p>
            {copy.servedCall} {call}
          </p>
          <p>{copy.arrival(arrivalWindow)}</p>
        </div>
      );
  }
}
