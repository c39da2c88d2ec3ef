// The editor's whole configuration (written to out/admin/config.yml at build) from the content
// registry: one entry per data file or folder, its fields from the schema the build checks.
import { type ContentCollection, editorGroups } from '../../lib/content/collections';
import { locales } from '../../lib/i18n/locale';
import { pageSpanishRecords, sharedSpanishRecords } from '../../lib/content/spanish-review';
import { spanishFileOf } from '../content/load';
import { editorFields, type EditorField } from './editor-fields';

export type { ContentCollection };

/** Where pictures uploaded in the editor are stored, and the address pages use for them. */
export const mediaFolder = 'public/images/photos';
export const publicFolder = '/images/photos';
/** The largest upload the editor takes: a phone's photo is 2 to 12 MB; OWNER.md says 20 MB. */
export const uploadLimitBytes = 20 * 1024 * 1024;

export interface EditorBackend {
  name: 'github' | 'gitlab' | 'gitea';
  repo: string;
  branch: string;
  base_url?: string;
}

/** Fields that name the entry in lists, in order of preference. */
const titleFields = ['title', 'name', 'label', 'question'];

function identifierOf(fields: EditorField[], slugField: string | undefined): string {
  const names = fields.map((field) => field.name);
  const found = titleFields.find((name) => names.includes(name)) ?? slugField;
  if (!found) throw new Error(`no field names the entries: give the schema one of ${titleFields.join(', ')} or a slugField`);
  return found;
}

/**
 * A Spanish speaker ticks it on the Spanish side once they have read the record's Spanish words.
 * A Spanish page is shown to search engines once its own file's box and the boxes of the three
 * files every Spanish page shows are ticked (lib/content/spanish-review.ts); the hint says which
 * kind of file this is and names the others. The English file has no use for it and the build
 * ignores it there.
 */
export function reviewedField(collection: ContentCollection, all: readonly ContentCollection[]): EditorField {
  const shared = sharedSpanishRecords.flatMap((name) => all.filter((other) => other.name === name));
  const named = (list: readonly ContentCollection[]) => {
    const labels = list.map((other) => `${other.label} (${other.kind === 'file' ? spanishFileOf(other.file) : other.folder})`);
    return labels.length > 1 ? `${labels.slice(0, -1).join(', ')} and ${labels.at(-1)}` : (labels[0] ?? '');
  };
  const read = 'Spanish side only: tick once a Spanish speaker has read these words.';
  const hint = (sharedSpanishRecords as readonly string[]).includes(collection.name)
    ? `${read} Every Spanish page shows them, so no Spanish page is shown to search engines until this box is ticked, and the same box in ${named(shared.filter((other) => other !== collection))} and in the page's own file.`
    : (pageSpanishRecords as readonly string[]).includes(collection.name)
      ? `${read} The Spanish page is shown to search engines once this box is ticked and the same box in ${named(shared)}: their words are on every Spanish page. npm run launch:check names the ones still unticked.`
      : `${read} They show on several Spanish pages; this box does not change what search engines see (each page's own box and those of ${named(shared)} do).`;
  return { name: 'reviewed', label: 'Reviewed by a Spanish speaker', widget: 'boolean', required: false, i18n: true, hint };
}

/** The record's fields, and on a record with a Spanish file the reviewed box first. */
function fieldsOf(collection: ContentCollection, all: readonly ContentCollection[]): EditorField[] {
  const where = { record: Boolean(collection.translated), group: false };
  const fields = editorFields(collection.schema, collection.name, where);
  return collection.translated ? [reviewedField(collection, all), ...fields] : fields;
}

/** One file (Business details, Prices...): with a Spanish file beside it, `business.es.json`. */
function fileEntry(collection: Extract<ContentCollection, { kind: 'file' }>, all: readonly ContentCollection[]) {
  return {
    name: collection.name,
    label: collection.label,
    // The editor shows no description for a single file (it warns about one), so none is written.
    file: collection.translated ? collection.file.replace(/\.json$/, '.{{locale}}.json') : collection.file,
    format: 'json',
    ...(collection.translated ? { i18n: true } : {}),
    // A side pane listing the same values again; only articles get a preview (their Markdown).
    editor: { preview: false },
    fields: fieldsOf(collection, all),
  };
}

function folderEntry(collection: Extract<ContentCollection, { kind: 'folder' }>, all: readonly ContentCollection[]) {
  const fields = fieldsOf(collection, all);
  const { slugField } = collection;
  if (slugField && !fields.some((field) => field.name === slugField)) {
    throw new Error(`${collection.name}: the slug field "${slugField}" is not in the schema`);
  }
  const markdown = collection.extension === 'md';
  if (markdown) {
    const body = fields.find((field) => field.name === 'body');
    if (!body) throw new Error(`${collection.name}: a Markdown collection's schema needs a body field`);
    body.widget = 'markdown';
  }
  return {
    name: collection.name,
    label: collection.label,
    ...(collection.description ? { description: collection.description } : {}),
    folder: collection.folder,
    extension: collection.extension,
    format: markdown ? 'frontmatter' : 'json',
    editor: { preview: markdown },
    create: true,
    ...(collection.translated ? { i18n: true } : {}),
    identifier_field: identifierOf(fields, slugField),
    // A record with a slug field is named by it (the build checks the two agree), and the
    // field is where the owner edits it; otherwise the editor offers the name, from the title.
    ...(slugField ? { slug: { template: `{{fields.${slugField}}}`, editable: false } } : {}),
    fields,
  };
}

/**
 * The configuration object. `backend` is where the owner's site lives (github by default); on
 * 127.0.0.1 or localhost the editor also offers to work on a folder on the owner's computer.
 */
export function editorConfig(collections: readonly ContentCollection[], backend: EditorBackend, { title }: { title?: string } = {}) {
  const names = new Set<string>();
  for (const { name } of collections) {
    if (names.has(name)) throw new Error(`Two content collections are named ${name}`);
    names.add(name);
  }
  return {
    backend,
    // The owner's own name and mark on the sign-in screen and the browser tab.
    ...(title ? { app_title: title } : {}),
    logo: { src: '/favicon.svg' },
    media_folder: mediaFolder,
    public_folder: publicFolder,
    // Stock pictures would pass for photos of the owner's own jobs. An upload keeps to what a
    // repository and a phone carry (uploadLimitBytes), and is saved under a plain name
    // (`IMG 0412 (1).JPG` as img-0412-1.jpg); the build publishes only its variants.
    media_libraries: { stock_assets: { providers: [] }, default: { config: { max_file_size: uploadLimitBytes, slugify_filename: true } } },
    // An optional field left empty is left out of the file, as the schemas expect (not "" or null).
    output: { omit_empty_optional_fields: true },
    // Spanish words in a file beside the English one (sarasota.es.json); English files keep their
    // names. A new record starts in English only; its Spanish side is switched on when written.
    i18n: {
      structure: 'multiple_files',
      locales: [...locales],
      default_locale: 'en',
      omit_default_locale_from_file_path: true,
      initial_locales: 'default',
    },
    // Grouped the way an owner looks for things: each group of single files is one entry whose
    // files are listed inside it; folders (one file per city, service, article) are their own.
    collections: [...new Set([...editorGroups, ...collections.map((c) => c.group ?? c.label)])].flatMap((group) => {
      const members = collections.filter((c) => (c.group ?? c.label) === group);
      const files = members.filter((c) => c.kind === 'file');
      const folders = members.filter((c) => c.kind === 'folder').map((c) => folderEntry(c, collections));
      if (files.length === 0) return folders;
      // Beside a folder of the same group ("Services"), the single files are its other pages.
      const name = `${group.toLowerCase().replace(/[^a-z]+/g, '-')}${folders.length ? '-other' : ''}`;
      const filesEntry = {
        name,
        label: folders.length ? `${group}: other pages` : group,
        ...(files.some((c) => c.translated) ? { i18n: true } : {}),
        files: files.map((c) => fileEntry(c, collections)),
      };
      return [...folders, filesEntry];
    }),
  };
}
