/** @jest-environment node */
// The editor at /admin cannot drift from the schemas: every schema field has an editor field of
// the same kind (list, required, options) and the editor has no field the schema does not know.
// The walk below reads the zod schemas on its own, not through the generator it checks.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import matter from 'gray-matter';
import { z } from 'zod';
import { editorConfig, type ContentCollection } from '@/scripts/admin/editor-config';
import type { EditorField, EditorOption } from '@/scripts/admin/editor-fields';
import { contentCollections } from '@/lib/content/collections';
import { contentCollections as standIn } from '@/tests/fixtures/admin/collections';

const registries: [string, readonly ContentCollection[]][] = [
  ['site registry (lib/content/collections.ts)', contentCollections],
  ['stand-in registry (tests/fixtures/admin)', standIn],
];

type Schema = z.core.$ZodType;
const def = (schema: Schema) =>
  schema._zod.def as unknown as {
    type: string;
    innerType?: Schema;
    element?: Schema;
    shape?: Record<string, Schema>;
    entries?: Record<string, string>;
  };

function peel(schema: Schema): { inner: Schema; optional: boolean } {
  let inner = schema;
  let optional = false;
  for (;;) {
    const { type } = def(inner);
    if (type === 'pipe') inner = (def(inner) as unknown as { in: Schema }).in;
    else if (['optional', 'nullable', 'default', 'prefault'].includes(type)) {
      optional = true;
      inner = def(inner).innerType as Schema;
    } else break;
  }
  return { inner, optional };
}

const widgetsFor: Record<string, string[]> = {
  string: ['string', 'text', 'markdown', 'image', 'datetime', 'hidden'],
  number: ['number', 'hidden'],
  boolean: ['boolean', 'hidden'],
  enum: ['select', 'hidden'],
  object: ['object', 'hidden'],
  array: ['list', 'hidden'],
  literal: ['hidden'],
  union: ['string', 'text', 'hidden'],
};

const optionValue = (option: EditorOption) => (typeof option === 'string' ? option : option.value);

/** Every mismatch between one schema field and its editor field, as readable lines. */
function compare(at: string, schema: Schema, field: EditorField | undefined): string[] {
  if (!field) return [`${at}: no editor field`];
  const { inner } = peel(schema);
  const type = def(inner).type;
  // The editor leaves an empty optional field out of the file: only a field the file may omit is optional.
  const optional = z.safeParse(schema, undefined).success;
  const problems: string[] = [];
  if (!widgetsFor[type]?.includes(field.widget)) problems.push(`${at}: a ${type} in the schema, a ${field.widget} in the editor`);
  if (optional !== (field.required === false))
    problems.push(`${at}: ${optional ? 'optional' : 'required'} in the schema, not in the editor`);
  if (field.widget === 'hidden') return problems;
  if (type === 'enum') {
    const values = Object.values(def(inner).entries ?? {}).map(String);
    if (JSON.stringify(field.options?.map(optionValue)) !== JSON.stringify(values)) problems.push(`${at}: options differ`);
  }
  if (type === 'object') problems.push(...compareObject(at, inner, field.fields));
  if (type === 'array') {
    const element = peel(def(inner).element as Schema).inner;
    const key = (def(element) as unknown as { discriminator?: string }).discriminator;
    if (key) problems.push(...compareVariants(`${at}[]`, element, key, field));
    else if (def(element).type === 'object') problems.push(...compareObject(`${at}[]`, element, field.fields));
    else problems.push(...compare(`${at}[]`, element, field.field));
  }
  return problems;
}

/** A list of sections of several kinds: one editor type per variant, the kind written under typeKey. */
function compareVariants(at: string, union: Schema, key: string, field: EditorField): string[] {
  if (field.typeKey !== key) return [`${at}: kinds told apart by "${key}" in the schema, by "${field.typeKey}" in the editor`];
  const options = (def(union) as unknown as { options: Schema[] }).options;
  const values = options.map((option) => String((def(def(option).shape?.[key] as Schema) as unknown as { values: unknown[] }).values[0]));
  const problems = values.flatMap((value, index) => {
    const type = field.types?.find((t) => t.name === value);
    return type ? compareObject(`${at}<${value}>`, options[index], type.fields, key) : [`${at}<${value}>: no editor type`];
  });
  for (const type of field.types ?? [])
    if (!values.includes(type.name)) problems.push(`${at}<${type.name}>: in the editor, not in the schema`);
  return problems;
}

function compareObject(at: string, schema: Schema, fields: EditorField[] | undefined, written?: string): string[] {
  const shape = Object.fromEntries(Object.entries(def(peel(schema).inner).shape ?? {}).filter(([name]) => name !== written));
  const known = new Set(Object.keys(shape));
  const problems = Object.entries(shape).flatMap(([name, child]) =>
    compare(
      `${at}.${name}`,
      child,
      fields?.find((f) => f.name === name),
    ),
  );
  for (const field of fields ?? []) if (!known.has(field.name)) problems.push(`${at}.${field.name}: in the editor, not in the schema`);
  return problems;
}

/** Every file or folder entry of the editor, the single files taken out of the groups that list them. */
function entriesOf(config: ReturnType<typeof editorConfig>): Record<string, unknown>[] {
  return (config.collections as Record<string, unknown>[]).flatMap((entry) =>
    Array.isArray(entry.files) ? (entry.files as Record<string, unknown>[]) : [entry],
  );
}

/** The Spanish side's "reviewed" box is the editor's own: the English file has no such field. */
const withoutReviewed = (fields: EditorField[]) => fields.filter((field) => field.name !== 'reviewed');

describe.each(registries)('the editor configuration from the %s', (_, collections) => {
  const config = editorConfig(collections, { name: 'github', repo: 'owner/site', branch: 'main' });
  const entries = entriesOf(config);

  it('has one editor collection per data file or folder, at the same path', () => {
    expect(entries.map((entry) => entry.name).sort()).toEqual(collections.map((c) => c.name).sort());
    for (const collection of collections) {
      const entry = entries.find((e) => e.name === collection.name) as Record<string, unknown>;
      // A file with a Spanish twin is written as content/business.{{locale}}.json.
      if (collection.kind === 'file') expect(String(entry.file).replace('.{{locale}}', '')).toBe(collection.file);
      else expect([entry.folder, entry.extension]).toEqual([collection.folder, collection.extension]);
    }
  });

  it.each(collections.map((c) => [c.name, c] as const))(
    '%s: every schema field has an editor field of its kind, and no other',
    (name, collection) => {
      const entry = entries.find((e) => e.name === name) as { fields: EditorField[] };
      expect(compareObject(name, collection.schema, withoutReviewed(entry.fields))).toEqual([]);
    },
  );

  it('gives every field the label and hint the schema carries for the owner', () => {
    const walk = (schema: Schema, fields: EditorField[]): void => {
      for (const [fieldName, child] of Object.entries(def(peel(schema).inner).shape ?? {})) {
        const meta = (z.globalRegistry.get(child as Schema) ?? z.globalRegistry.get(peel(child as Schema).inner) ?? {}) as {
          label?: string;
          hint?: string;
        };
        const field = fields.find((f) => f.name === fieldName) as EditorField;
        if (meta.label) expect(field.label).toBe(meta.label);
        if (meta.hint) expect(field.hint).toBe(meta.hint);
        const { inner } = peel(child as Schema);
        if (def(inner).type === 'object' && field.fields) walk(inner, field.fields);
      }
    };
    for (const collection of collections)
      walk(collection.schema, (entries.find((e) => e.name === collection.name) as { fields: EditorField[] }).fields);
  });
});

/** Fields holding "" in a data file that the editor would refuse to save empty. */
function emptyButRequired(value: unknown, fields: EditorField[], at: string): string[] {
  const record = (value ?? {}) as Record<string, unknown>;
  return fields.flatMap((field) => {
    const here = `${at}.${field.name}`;
    const child = record[field.name];
    if (child === '' && field.required !== false) return [here];
    if (field.widget === 'object' && field.fields) return emptyButRequired(child, field.fields, here);
    if (field.widget === 'list' && Array.isArray(child)) {
      return child.flatMap((item, index) => {
        if (field.fields) return emptyButRequired(item, field.fields, `${here}[${index}]`);
        return item === '' && field.field?.required !== false ? [`${here}[${index}]`] : [];
      });
    }
    return [];
  });
}

describe('the shipped data files in the editor', () => {
  const config = editorConfig(contentCollections, { name: 'github', repo: 'owner/site', branch: 'main' });

  it('can be saved as they are: every field that ships empty may be left empty', () => {
    const problems = contentCollections.flatMap((collection) => {
      const entry = entriesOf(config).find((e) => e.name === collection.name) as { fields: EditorField[] };
      const files =
        collection.kind === 'file' ? [collection.file] : readdirSync(collection.folder).map((name) => path.join(collection.folder, name));
      return files
        .map((file) => {
          const text = readFileSync(file, 'utf8');
          return emptyButRequired(file.endsWith('.md') ? matter(text).data : JSON.parse(text), entry.fields, file);
        })
        .flat();
    });
    expect(problems).toEqual([]);
  });
});

describe('the comparison itself', () => {
  it('catches a missing kind of section and a field missing from one kind', () => {
    const schema = z.object({
      blocks: z.array(
        z.discriminatedUnion('kind', [
          z.object({ kind: z.literal('a'), x: z.string() }),
          z.object({ kind: z.literal('b'), y: z.string() }),
        ]),
      ),
    });
    const fields: EditorField[] = [
      { name: 'blocks', label: 'B', widget: 'list', typeKey: 'kind', types: [{ name: 'a', label: 'A', widget: 'object', fields: [] }] },
    ];
    expect(compareObject('t', schema, fields)).toEqual(['t.blocks[]<a>.x: no editor field', 't.blocks[]<b>: no editor type']);
  });

  it('catches a missing field, an extra field, a wrong kind, a required mismatch and different options', () => {
    const schema = z.object({ a: z.string(), b: z.number().optional(), c: z.enum(['x', 'y']), d: z.array(z.string().min(1)) });
    const fields: EditorField[] = [
      { name: 'b', label: 'B', widget: 'string' },
      { name: 'c', label: 'C', widget: 'select', options: ['x'] },
      { name: 'd', label: 'D', widget: 'list', field: { name: 'd', label: 'D', widget: 'number' } },
      { name: 'e', label: 'E', widget: 'string' },
    ];
    expect(compareObject('t', schema, fields)).toEqual([
      't.a: no editor field',
      't.b: a number in the schema, a string in the editor',
      't.b: optional in the schema, not in the editor',
      't.c: options differ',
      't.d[]: a string in the schema, a number in the editor',
      't.e: in the editor, not in the schema',
    ]);
  });
});

describe('the "Reviewed by a Spanish speaker" box says what ticking it does', () => {
  const entries = entriesOf(editorConfig(contentCollections, { name: 'github', repo: 'owner/site', branch: 'main' }));
  const hintOf = (name: string) => (entries.find((entry) => entry.name === name)?.fields as EditorField[])[0].hint ?? '';
  const shared = ['content/site.es.json', 'content/business.es.json', 'content/pages.es.json'];

  it('on a page’s file (a city, a service, the home page): its page is in search once it and the three shared files are ticked', () => {
    for (const name of ['cities', 'services', 'home', 'faq']) {
      expect(hintOf(name)).toMatch(
        /^Spanish side only: tick once a Spanish speaker has read these words\. The Spanish page is shown to search engines once this box is ticked and the same box in /,
      );
      for (const file of shared) expect(hintOf(name)).toContain(file);
      expect(hintOf(name)).toContain('Menus, header and footer (content/site.es.json)');
    }
  });

  it('on a shared file: no Spanish page is in search without it, and it names the other two', () => {
    expect(hintOf('site')).toContain('no Spanish page is shown to search engines until this box is ticked');
    expect(hintOf('site')).toContain('content/business.es.json');
    expect(hintOf('site')).toContain('content/pages.es.json');
    expect(hintOf('site')).not.toContain('content/site.es.json');
  });

  it('on a file whose words show on several pages (the forms): the box does not change search', () => {
    expect(hintOf('forms')).toContain('this box does not change what search engines see');
  });
});
