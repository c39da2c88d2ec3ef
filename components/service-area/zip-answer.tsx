import { cn } from '@/lib/cn';
import { fill } from '@/lib/content/fill';
import type { FormsWords } from '@/lib/content/schemas/forms';
import type { ZipAnswer, ZipCounty, ZipPlace } from '@/lib/service-area/zip-lookup';

export type CheckerAnswer = ZipAnswer | { kind: 'loading' } | { kind: 'failed' };

export type ZipCheckerWords = FormsWords['zipChecker'];

export interface ZipAnswerTextProps {
  answer: CheckerAnswer;
  words: ZipCheckerWords;
  phone: { display: string; href: string };
  requestHref: string;
  listHref: string;
  dark: boolean;
}

/** The checker's answer: the sentence, then the links that act on it (a city page, the phone, the form). */
export function ZipAnswerText({ answer, words: copy, phone, requestHref, listHref, dark }: ZipAnswerTextProps) {
  const link = cn(
    'inline-flex min-h-11 items-center font-bold underline underline-offset-4',
    dark ? 'text-gold-300 hover:text-white' : 'text-navy-800 hover:text-gold-700',
  );
  const call = (
    <a href={phone.href} className={link}>
      {phone.display}
    </a>
  );
  // Near the shop the arrival aim; farther out the county's crew days and its page.
  const reach = ({ arrival, county }: { arrival: boolean; county?: ZipCounty }, countyPage: boolean) => (
    <>
      {arrival || !county ? <p>{copy.arrival}</p> : <p>{fill(copy.scheduled, { county: county.name, crewDays: county.days })}</p>}
      {county && countyPage && (
        <p>
          <a href={county.href} className={link}>
            {fill(copy.countyLink, { county: county.name })}
          </a>
        </p>
      )}
    </>
  );
  const cityLinks = (places: ZipPlace[]) => (
    <ul>
      {places.map((place) => (
        <li key={place.href}>
          <a href={place.href} className={link}>
            {fill(copy.cityLink, { city: place.city })}
          </a>
        </li>
      ))}
    </ul>
  );

  switch (answer.kind) {
    case 'empty':
      return <p>{copy.empty}</p>;
    case 'malformed':
      return <p data-zip-answer="malformed">{fill(copy.malformed, { input: answer.input })}</p>;
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
          {fill(copy.unserved, { zip: answer.zip })} {copy.unservedCall} {call}
        </p>
      );
    case 'region': {
      const near = answer.nearest.length > 0;
      return (
        <div data-zip-answer="served">
          <p className="font-semibold">{fill(copy.region, { place: answer.place })}</p>
          <p>
            {near
              ? fill(copy.regionDetail, { zip: answer.zip, county: answer.countyName })
              : fill(copy.regionFarDetail, { zip: answer.zip, county: answer.countyName, place: answer.place })}
          </p>
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
            </>
          )}
          {reach(answer, !near)}
        </div>
      );
    }
    case 'served':
      return (
        <div data-zip-answer="served">
          <p className="font-semibold">{fill(copy.served, { zip: answer.zip })}</p>
          {cityLinks(answer.places)}
          <p>
            {copy.servedCall} {call}
          </p>
          {reach(answer, false)}
        </div>
      );
  }
}
