import type { LoadedContent } from './load';
import { fieldPath, type ContentProblem } from './problems';
import { tokenPattern } from './tokens';
import { walkStrings } from '../../lib/content/schema-walk';
import { timeLabel } from '../../lib/booking/clock';
import { minutesOf } from '../../lib/booking/settings';
import { experienceYears } from '../../lib/facts/experience';

// A number typed into a text that states a fact of the business record goes stale when the owner
// changes the fact, so the build asks for the fact's {token} instead. A number is that fact only
// where the text states it as that fact: 2004 beside "since" or "founded" is the year founded;
// 2004 in "Hurricane Charley crossed Punta Gorda in 2004" is a storm's year, and left alone.

interface TypedFact {
  /** The fact's value as a text types it. */
  value: RegExp;
  /**
   * Words that state the value as this fact when they stand near it, in English or Spanish;
   * none where the value says it by itself ("26-point", "15+ years", "150 reviews").
   */
  cues?: RegExp;
  /** What to write instead. */
  advice: string;
}

/** The same-day cutoff typed as a time of day, in either language: "3 PM", "3:00 pm", "3 p.m.", "3 p. m.". */
function cutoffPattern(time: string): RegExp {
  const hours = Math.floor(minutesOf(time) / 60);
  const minutes = minutesOf(time) % 60;
  const half = hours < 12 ? 'a' : 'p';
  return new RegExp(`\\b${hours % 12 || 12}(:${String(minutes).padStart(2, '0')})?\\s?${half}\\.?\\s?m\\b\\.?`, 'gi');
}

/** How far from the number a cue may stand, within its sentence. */
const reach = { before: 45, after: 30 };

/** The words around a match, inside its sentence (a full stop, !, ? or ; followed by a space ends one). */
function around(text: string, start: number, end: number): string {
  const ends = [...text.matchAll(/[.!?;](?=\s|$)/g)].map((m) => m.index);
  const from = Math.max(0, start - reach.before, ...ends.filter((at) => at < start).map((at) => at + 1));
  const to = Math.min(end + reach.after, ...ends.filter((at) => at >= end));
  return `${text.slice(from, start)} ${text.slice(end, to)}`;
}

/** Whether `text` states one of the facts, and which: the value, and a cue beside it where the fact needs one. */
function statedFact(text: string, facts: readonly TypedFact[]): TypedFact | undefined {
  // A token stands for its own value ({year:2004} is a year kept as written), so it is no typed number.
  const typed = text.replace(tokenPattern, ' ');
  return facts.find(({ value, cues }) =>
    [...typed.matchAll(value)].some((match) => !cues || cues.test(around(typed, match.index, match.index + match[0].length))),
  );
}

function factsOf(raw: LoadedContent, now: Date): TypedFact[] {
  const business = raw.business.files[0]?.data;
  const inspection = raw.inspection.files[0]?.data;
  if (!business || !inspection) return [];
  const year = business.foundedYear;
  return [
    {
      value: new RegExp(`\\b${business.offer.percent}\\s?%`, 'g'),
      cues: /\b(off|discount|save|savings|descuento|ahorr\w*|rebaja)\b/i,
      advice: `{offerPercent}% instead of ${business.offer.percent}%`,
    },
    {
      value: new RegExp(`\\b${year}\\b`, 'g'),
      cues: /\b(founded|founding|since|started|starting|established|est\.|opened|in business|family[- ]owned|desde|fundad[ao]s?|fundó|fundamos|fundación|empez\w*|comenz\w*|establecid[ao]s?|abri(mos|ó))/i,
      advice: `{foundedYear} instead of ${year} (if ${year} here is the year of something else, such as a storm, write {year:${year}}: it always shows ${year})`,
    },
    {
      value: new RegExp(`\\b${inspection.points.length}[- ]point`, 'gi'),
      advice: `{inspectionPoints}-point (or {inspection}) instead of ${inspection.points.length}-point`,
    },
    { value: new RegExp(`\\b${experienceYears(year, now)}\\+ ?(years|años)`, 'g'), advice: '{experience} instead of the number of years' },
    {
      value: new RegExp(`\\b${String(business.rating.value).replace('.', '\\.')}\\b(?!\\d)`, 'g'),
      cues: /(star|rating|rated|review|estrella|calificaci|valoraci|reseña|\/\s?5\b|out of)/i,
      advice: `{rating} instead of ${business.rating.value}`,
    },
    {
      value: new RegExp(`\\b${business.rating.count} (reviews|reseñas)`, 'g'),
      advice: `{reviewCount} instead of ${business.rating.count}`,
    },
    {
      value: cutoffPattern(business.booking.sameDayCutoff),
      cues: /\b(before|by|until|till|same[- ]day|today|antes|hasta|mismo día|hoy)\b/i,
      advice: `{cutoff} ("before ${timeLabel(minutesOf(business.booking.sameDayCutoff))}") instead of the time`,
    },
  ];
}

/**
 * The texts that state a fact of the business record as a typed number: checked in the files as
 * written, before tokens are filled in.
 */
export function typedFacts(raw: LoadedContent, now: Date): ContentProblem[] {
  const facts = factsOf(raw, now);
  const problems: ContentProblem[] = [];
  for (const { files, spanish } of Object.values(raw)) {
    for (const { file, data } of [...files, ...spanish]) {
      walkStrings(undefined, data, (value, path) => {
        const hit = statedFact(value, facts);
        if (hit) problems.push({ file, field: fieldPath(path), message: `repeats a fact of content/business.json: write ${hit.advice}` });
        return value;
      });
    }
  }
  return problems;
}
