import { z } from 'zod';

/**
 * Reading the content schemas (zod 4) as data: the editor's fields, the Spanish file's fields
 * and the placeholders a text may hold all come from the same walk.
 */
export interface FieldMeta {
  label?: string;
  hint?: string;
  widget?: 'text' | 'markdown' | 'image' | 'hidden' | 'datetime';
  /** Owner-facing words for an enum's values, e.g. { photo: 'A real photo of this job' }. */
  optionLabels?: Record<string, string>;
  /** Words a visitor reads: the Spanish file holds its own (scripts/content/translation.ts). */
  translate?: boolean;
  /**
   * A translated name (an agency, an office) the Spanish file gives only to say words around it in
   * Spanish; where it does not, the English name shows, so a renamed office changes in one place.
   */
  englishUnlessTranslated?: boolean;
  /** Words filled in where the text is shown, such as {zip} in "we serve {zip}". */
  placeholders?: readonly string[];
  /** How long the text may be once its {tokens} are filled in (search titles and descriptions). */
  length?: { min: number; max: number; what: string };
}

export type AnySchema = z.core.$ZodType;

export const defOf = (schema: AnySchema) => schema._zod.def as z.core.$ZodTypeDef & Record<string, unknown>;

export function metaOf(schema: AnySchema): FieldMeta {
  return (z.globalRegistry.get(schema) ?? {}) as FieldMeta;
}

/** Peels optional/nullable/default wrappers: whether the file may leave the field out, and the meta on each layer. */
export function unwrap(schema: AnySchema): { inner: AnySchema; optional: boolean; meta: FieldMeta } {
  let inner = schema;
  let optional = false;
  let meta: FieldMeta = {};
  for (;;) {
    meta = { ...metaOf(inner), ...meta };
    const def = defOf(inner);
    if (def.type === 'optional' || def.type === 'nullable' || def.type === 'default' || def.type === 'prefault') {
      optional = true;
      inner = def.innerType as AnySchema;
    } else if (def.type === 'pipe') {
      // A transform: the file holds what goes in, the site reads what comes out.
      inner = def.in as AnySchema;
    } else return { inner, optional, meta };
  }
}

/** The schema of one object key, array item or union variant below `schema`, for the value found there. */
export function childSchema(schema: AnySchema, key: PropertyKey, value: unknown): AnySchema | undefined {
  const { inner } = unwrap(schema);
  const def = defOf(inner);
  if (def.type === 'object') return (def.shape as Record<string, AnySchema>)[String(key)];
  if (def.type === 'array') return def.element as AnySchema;
  if (def.type === 'union') {
    const option = unionOption(inner, value);
    return option ? childSchema(option, key, value) : undefined;
  }
  return undefined;
}

/** The variant of a discriminated union that `value` is (by its discriminator), or the first object variant. */
export function unionOption(schema: AnySchema, value: unknown): AnySchema | undefined {
  const def = defOf(schema);
  const options = def.options as AnySchema[];
  const key = def.discriminator as string | undefined;
  if (!key || !value || typeof value !== 'object') return options.find((option) => defOf(unwrap(option).inner).type === 'object');
  const tag = (value as Record<string, unknown>)[key];
  return options.find((option) => {
    const shape = defOf(unwrap(option).inner).shape as Record<string, AnySchema> | undefined;
    const literal = shape?.[key];
    return literal ? (defOf(literal).values as unknown[]).includes(tag) : false;
  });
}

/** Calls `visit` on every string in `data`, with its path and the meta of the schema field it sits in. */
export function walkStrings(
  schema: AnySchema | undefined,
  data: unknown,
  visit: (value: string, path: PropertyKey[], meta: FieldMeta) => string,
  path: PropertyKey[] = [],
): unknown {
  if (typeof data === 'string') return visit(data, path, schema ? unwrap(schema).meta : {});
  const child = (key: PropertyKey, value: unknown) => walkStrings(schema && childSchema(schema, key, data), value, visit, [...path, key]);
  if (Array.isArray(data)) return data.map((item, index) => child(index, item));
  if (data && typeof data === 'object') return Object.fromEntries(Object.entries(data).map(([key, value]) => [key, child(key, value)]));
  return data;
}
