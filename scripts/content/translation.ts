import { z } from 'zod';
import { type AnySchema, defOf, unionOption, unwrap } from '../../lib/content/schema-walk';
import { type ContentProblem, fieldPath } from './problems';

/**
 * A record's Spanish file holds only the words a visitor reads: the fields whose schema is
 * marked `translate` (`words`, `paragraph`, search titles...). Facts (prices, phone, ZIP codes,
 * hours, slugs) stay in the English file and are shared. docs/decisions/110-two-languages.md.
 *
 * A list of words (a city's neighbourhood notes) is the Spanish file's own list; a list of
 * records that mix facts and words (price rows) is translated item by item, so it has as many
 * items as the English list, in the same order.
 */
export function translationSchema(schema: AnySchema): AnySchema | undefined {
  const { inner, optional, meta } = unwrap(schema);
  const wrap = (built: AnySchema) => (optional ? (built as z.ZodType).optional() : built);
  if (meta.translate) return meta.englishUnlessTranslated ? (inner as z.ZodType).optional() : wrap(inner);
  const def = defOf(inner);
  if (def.type === 'object') {
    const shape = Object.fromEntries(
      Object.entries(def.shape as Record<string, AnySchema>).flatMap(([key, field]) => {
        const translated = translationSchema(field);
        return translated ? [[key, translated]] : [];
      }),
    );
    return Object.keys(shape).length > 0 ? wrap(z.object(shape as z.ZodRawShape)) : undefined;
  }
  if (def.type === 'array') {
    const element = translationSchema(def.element as AnySchema);
    if (!element) return undefined;
    // A list of nothing but words is the Spanish file's own list, as long as it needs.
    return wrap(fullyTranslated(def.element as AnySchema) ? inner : z.array(element as z.ZodType));
  }
  if (def.type === 'union' && def.discriminator) {
    const key = def.discriminator as string;
    const options = (def.options as AnySchema[]).map((option) => {
      const object = unwrap(option).inner as z.ZodObject;
      const words = translationSchema(object) as z.ZodObject | undefined;
      return z.object({ ...(words?.shape ?? {}), [key]: object.shape[key] });
    });
    return wrap(z.discriminatedUnion(key, options as [z.ZodObject, ...z.ZodObject[]]));
  }
  return undefined;
}

/** Whether every field below `schema` is words (a FAQ entry), so a list of them needs no English twin. */
function fullyTranslated(schema: AnySchema): boolean {
  const { inner, meta } = unwrap(schema);
  if (meta.translate) return true;
  const def = defOf(inner);
  if (def.type === 'object') return Object.values(def.shape as Record<string, AnySchema>).every(fullyTranslated);
  if (def.type === 'array') return fullyTranslated(def.element as AnySchema);
  return false;
}

/**
 * The Spanish record: the English record with the Spanish file's words laid over it. A list
 * translated item by item that has another length than the English one is a problem of that field.
 */
export function mergeTranslation(
  schema: AnySchema,
  english: unknown,
  spanish: unknown,
  file: string,
  problems: ContentProblem[],
  path: PropertyKey[] = [],
): unknown {
  const { inner, optional, meta } = unwrap(schema);
  if (meta.translate) return spanish === undefined && meta.englishUnlessTranslated ? english : spanish;
  // A part the Spanish file leaves out (a city's short page) has no Spanish version.
  if (spanish === undefined && optional) return undefined;
  const def = defOf(inner);
  if (def.type === 'array' && fullyTranslated(def.element as AnySchema)) return spanish;
  if (def.type === 'object' && english && typeof english === 'object') {
    const shape = def.shape as Record<string, AnySchema>;
    const words = (spanish ?? {}) as Record<string, unknown>;
    // Words the English file has no field for (the emergency page's Spanish address) are the Spanish file's own.
    const spanishOnly = Object.keys(words).filter((key) => !Object.hasOwn(english, key) && shape[key] && translationSchema(shape[key]));
    return Object.fromEntries([
      ...Object.entries(english).map(([key, value]) => {
        const field = shape[key];
        if (!field || !translationSchema(field)) return [key, value];
        return [key, mergeTranslation(field, value, words[key], file, problems, [...path, key])];
      }),
      ...spanishOnly.map((key) => [key, mergeTranslation(shape[key], undefined, words[key], file, problems, [...path, key])]),
    ]);
  }
  if (def.type === 'array' && Array.isArray(english)) {
    const items = Array.isArray(spanish) ? spanish : [];
    if (items.length !== english.length) {
      problems.push({
        file,
        field: fieldPath(path),
        message: `has ${items.length} item${items.length === 1 ? '' : 's'} in Spanish and ${english.length} in English: translate each English item, in the same order`,
      });
      return english;
    }
    return english.map((item, index) => mergeTranslation(def.element as AnySchema, item, items[index], file, problems, [...path, index]));
  }
  if (def.type === 'union' && english && typeof english === 'object') {
    const key = def.discriminator as string;
    const kind = (english as Record<string, unknown>)[key];
    if ((spanish as Record<string, unknown> | undefined)?.[key] !== kind) {
      problems.push({ file, field: fieldPath([...path, key]), message: `expected "${String(kind)}", as in the English file` });
      return english;
    }
    const option = unionOption(inner, english);
    return option ? mergeTranslation(option, english, spanish, file, problems, path) : english;
  }
  return english;
}
