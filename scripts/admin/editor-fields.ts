// Turns a content schema (zod 4) into the editor's field list, so the editor at /admin offers
// exactly the fields the build checks the owner's files against: a schema change is an editor
// change at the next build, and a schema the editor cannot show fails the build by name.
import type { z } from 'zod';
import { type AnySchema, defOf, type FieldMeta, metaOf, unwrap } from '../../lib/content/schema-walk';
import { translationSchema } from '../content/translation';

export type { FieldMeta };

export type EditorOption = string | { label: string; value: string };

/** One field of the editor's configuration (Sveltia CMS / Decap CMS field options). */
export interface EditorField {
  name: string;
  label: string;
  widget: 'string' | 'text' | 'markdown' | 'image' | 'hidden' | 'datetime' | 'number' | 'boolean' | 'select' | 'object' | 'list';
  hint?: string;
  /** False for an optional field; the English locale alone for a name the Spanish side may leave out. */
  required?: false | ['en'];
  options?: EditorOption[];
  value_type?: 'int' | 'float';
  min?: number;
  max?: number;
  label_singular?: string;
  fields?: EditorField[];
  field?: EditorField;
  /** A list of sections of several kinds: one entry per kind, the kind stored under `typeKey`. */
  types?: EditorField[];
  typeKey?: string;
  choose_url?: false;
  accept?: string;
  format?: string;
  time_format?: false;
  /** A translated record's field: true where the Spanish file has its own words, 'duplicate' for a fact shown beside them. */
  i18n?: true | 'duplicate';
}

/** Where a field sits: in a record with a Spanish file, and inside a group whose words are translated. */
export interface Translation {
  record: boolean;
  group: boolean;
}

const untranslated: Translation = { record: false, group: false };

/** The field's i18n setting in the editor, and what its own fields inherit. */
function i18nOf(schema: AnySchema, where: Translation): { i18n?: true | 'duplicate'; inner: Translation } {
  if (!where.record) return { inner: where };
  if (translationSchema(schema)) return { i18n: true, inner: { record: true, group: true } };
  return where.group ? { i18n: 'duplicate', inner: where } : { inner: where };
}

/** What the image pipeline turns into AVIF and WebP (scripts/assets/image-pipeline.ts rasterPattern). */
export const pictureTypes = 'image/jpeg,image/png,image/webp';

/** "serviceArea" -> "Service Area": only for nested schemas without a label of their own. */
export function labelFromName(name: string): string {
  const words = name.replace(/([a-z0-9])([A-Z])/g, '$1 $2').replace(/[-_]+/g, ' ');
  return words.replace(/\b\w/g, (c) => c.toUpperCase());
}

/** A limit the schema sets; `.int()` alone implies the safe-integer range, which is no limit to show. */
function finite(value: unknown): number | undefined {
  return typeof value === 'number' && Number.isFinite(value) && Math.abs(value) < Number.MAX_SAFE_INTEGER ? value : undefined;
}

/** The editor field for one schema field; throws, naming the field, on a kind the editor cannot show. */
export function editorField(name: string, schema: AnySchema, at = name, where: Translation = untranslated): EditorField {
  const { inner, optional, meta } = unwrap(schema);
  const def = defOf(inner);
  const { i18n, inner: below } = i18nOf(schema, where);
  const base: EditorField = { name, label: meta.label ?? labelFromName(name), widget: 'string', ...(i18n ? { i18n } : {}) };
  if (meta.hint) base.hint = meta.hint;
  else if (meta.placeholders?.length)
    base.hint = `Keep ${meta.placeholders.map((p) => `{${p}}`).join(' and ')}: the page fills in the value where it shows this text.`;
  // Left empty, an optional field is left out of the file (output.omit_empty_optional_fields).
  if (optional) base.required = false;
  // A proper name the Spanish file gives only to word it (scripts/content/translation.ts): required
  // in English alone, so a Spanish side left empty saves, and the page shows the English name.
  else if (i18n === true && meta.englishUnlessTranslated) base.required = ['en'];

  if (meta.widget === 'hidden') return { ...base, widget: 'hidden' };
  switch (def.type) {
    case 'string':
      // Pictures come from the owner's own files: no address of a picture elsewhere.
      if (meta.widget === 'image') return { ...base, widget: 'image', choose_url: false, accept: pictureTypes };
      // A day, stored as the schemas write it: 2026-10-06.
      if (meta.widget === 'datetime') return { ...base, widget: 'datetime', format: 'YYYY-MM-DD', time_format: false };
      return { ...base, widget: meta.widget ?? 'string' };
    case 'number': {
      const number = inner as z.ZodNumber;
      const field: EditorField = { ...base, widget: 'number', value_type: number.isInt ? 'int' : 'float' };
      const min = finite(number.minValue);
      const max = finite(number.maxValue);
      if (min !== undefined) field.min = min;
      if (max !== undefined) field.max = max;
      return field;
    }
    case 'boolean':
      return { ...base, widget: 'boolean' };
    case 'enum': {
      const values = (inner as z.ZodEnum).options.map(String);
      const labels = meta.optionLabels;
      return { ...base, widget: 'select', options: labels ? values.map((value) => ({ label: labels[value] ?? value, value })) : values };
    }
    case 'object':
      return { ...base, widget: 'object', fields: editorFields(inner, at, below) };
    case 'array': {
      const element = def.element as AnySchema;
      const item = editorField(singular(name), element, `${at}[]`, below);
      // "Add neighbourhood", not "Add Neighbourhoods"; an unlabelled item is named after its list.
      const one = singularLabel(base.label);
      const list: EditorField = { ...base, widget: 'list', ...(one ? { label_singular: one } : {}) };
      if (item.types) return { ...list, types: item.types, typeKey: item.typeKey };
      if (item.widget === 'object') return { ...list, fields: item.fields };
      // A list of single values: one input per value, each of the element's kind.
      if (one && !unwrap(element).meta.label) item.label = one;
      return { ...list, field: item };
    }
    case 'literal':
      // A fixed value (country 'US'): kept in the file, nothing to edit.
      return { ...base, widget: 'hidden' };
    case 'union': {
      const kinds = variants(inner, at, below);
      if (kinds) return { ...base, widget: 'object', ...kinds };
      // Text in one of several accepted shapes (an empty string or a phone number): one text box.
      if ((def.options as AnySchema[]).every(isText)) return { ...base, widget: meta.widget === 'text' ? 'text' : 'string' };
      throw new Error(`The editor has no field for ${at}: a union of other kinds than text. Split it, or mark it { widget: 'hidden' }.`);
    }
    default:
      throw new Error(
        `The editor has no field for ${at}: a ${def.type} schema. Use a string, number, boolean, enum, object or array, or mark it { widget: 'hidden' }.`,
      );
  }
}

/**
 * A discriminated union of objects (a page section that is a checklist, or cards, or a table):
 * one editor type per variant, named by its discriminator's value and labelled by that
 * literal's meta; the editor writes the discriminator itself.
 */
function variants(schema: AnySchema, at: string, where: Translation): Pick<EditorField, 'types' | 'typeKey'> | undefined {
  const key = defOf(schema).discriminator as string | undefined;
  if (!key) return undefined;
  const types = (defOf(schema).options as z.ZodObject[]).map((option) => {
    const tag = option.shape[key] as AnySchema;
    const [value] = defOf(tag).values as string[];
    const fields = editorFields(option, `${at}<${value}>`, where).filter((field) => field.name !== key);
    return { name: value, label: metaOf(tag).label ?? labelFromName(value), widget: 'object' as const, fields };
  });
  return { types, typeKey: key };
}

function isText(schema: AnySchema): boolean {
  const def = defOf(unwrap(schema).inner);
  return def.type === 'string' || (def.type === 'literal' && (def.values as unknown[]).every((value) => typeof value === 'string'));
}

/** "Local notes" -> "Local note"; undefined where the label does not end in a plural word. */
function singularLabel(label: string): string | undefined {
  if (/ies$/.test(label)) return `${label.slice(0, -3)}y`;
  if (/[^s]s$/.test(label)) return label.slice(0, -1);
  return undefined;
}

function singular(name: string): string {
  return name.endsWith('ies') ? `${name.slice(0, -3)}y` : name.replace(/s$/, '');
}

/** The editor fields of an object schema, in the schema's order. */
export function editorFields(schema: AnySchema, at = '', where: Translation = untranslated): EditorField[] {
  const { inner } = unwrap(schema);
  if (defOf(inner).type !== 'object')
    throw new Error(`The editor needs an object schema for ${at || 'a collection'}, not a ${defOf(inner).type}`);
  const shape = (inner as z.ZodObject).shape;
  return Object.entries(shape).map(([name, field]) => editorField(name, field as AnySchema, at ? `${at}.${name}` : name, where));
}
