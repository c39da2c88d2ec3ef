// The editor's whole configuration (written to out/admin/config.yml at build) from the content
// registry: one entry per data file or folder, its fields from the schema the build checks.
import type { z } from 'zod';
import { editorFields, type EditorField } from './editor-fields';

interface CollectionBase {
  name: string;
  label: string;
  description?: string;
  schema: z.ZodType;
}

/**
 * What the editor needs of lib/content/collections.ts's `contentCollections` entries. A folder
 * without `slugField` names its files after the entry's title (the editor offers to edit it).
 */
export type ContentCollection =
  | (CollectionBase & { kind: 'file'; file: string })
  | (CollectionBase & { kind: 'folder'; folder: string; extension: 'json' | 'md'; slugField?: string });

/** Where pictures uploaded in the editor are stored, and the address pages use for them. */
export const mediaFolder = 'public/images/photos';
export const publicFolder = '/images/photos';

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

function fileEntry(collection: Extract<ContentCollection, { kind: 'file' }>) {
  return {
    name: collection.name,
    label: collection.label,
    // The editor shows no description for a single file (it warns about one), so none is written.
    file: collection.file,
    format: 'json',
    // A side pane listing the same values again; only articles get a preview (their Markdown).
    editor: { preview: false },
    fields: editorFields(collection.schema, collection.name),
  };
}

function folderEntry(collection: Extract<ContentCollection, { kind: 'folder' }>) {
  const fields = editorFields(collection.schema, collection.name);
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
    // Stock pictures would pass for photos of the owner's own jobs.
    media_libraries: { stock_assets: { providers: [] } },
    // An optional field left empty is left out of the file, as the schemas expect (not "" or null).
    output: { omit_empty_optional_fields: true },
    collections: collections.filter((c) => c.kind === 'folder').map(folderEntry),
    singletons: collections.filter((c) => c.kind === 'file').map(fileEntry),
  };
}
