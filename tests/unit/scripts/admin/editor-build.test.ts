/** @jest-environment node */
// What the build writes for the editor: config values a generator must get right, refusals of
// schemas it cannot show, the editor bundle with its outside calls removed, the /admin rules
// in the host files, and the public pages' rules as they were.
import { readFileSync } from 'node:fs';
import { z } from 'zod';
import { patchBundle } from '@/scripts/admin/editor-bundle';
import { adminLine, editorBackend, resolveBackend } from '@/scripts/admin/editor-backend';
import { editorConfig, mediaFolder } from '@/scripts/admin/editor-config';
import { editorField } from '@/scripts/admin/editor-fields';
import { picture } from '@/lib/content/schemas/common';
import { adminPage } from '@/scripts/admin/admin-page';
import { headersFile } from '@/scripts/host/headers-file';
import { htaccess } from '@/scripts/host/htaccess';
import { nginxConf } from '@/scripts/host/nginx-conf';
import { contentSecurityPolicy, externalOrigins } from '@/scripts/host/policy';

const backend = { name: 'github', repo: 'owner/site', branch: 'main' } as const;

describe('editor fields from zod', () => {
  it('maps kinds, limits, lists, options and meta', () => {
    const schema = z.object({
      rating: z.number().min(1).max(5).meta({ label: 'Stars', hint: 'Out of five.' }),
      count: z.number().int().optional(),
      kind: z.enum(['photo', 'artwork']).meta({ optionLabels: { photo: 'A real photo' } }),
      tags: z.array(z.string()),
      steps: z.array(z.object({ text: z.string() })),
      picture: z.string().meta({ widget: 'image' }),
      internal: z.string().meta({ widget: 'hidden' }),
    });
    const field = (name: string) => editorField(name, schema.shape[name as keyof typeof schema.shape]);
    expect(field('rating')).toEqual({
      name: 'rating',
      label: 'Stars',
      hint: 'Out of five.',
      widget: 'number',
      value_type: 'float',
      min: 1,
      max: 5,
    });
    expect(field('count')).toEqual({ name: 'count', label: 'Count', widget: 'number', value_type: 'int', required: false });
    expect(field('kind').options).toEqual([
      { label: 'A real photo', value: 'photo' },
      { label: 'artwork', value: 'artwork' },
    ]);
    expect(field('tags')).toMatchObject({ widget: 'list', label_singular: 'Tag', field: { name: 'tag', label: 'Tag', widget: 'string' } });
    expect(field('steps')).toMatchObject({ widget: 'list', fields: [{ name: 'text', widget: 'string' }] });
    expect(field('picture')).toMatchObject({ widget: 'image', choose_url: false });
    expect(field('internal').widget).toBe('hidden');
  });

  it('offers one kind of section per variant of a discriminated union', () => {
    const section = z.discriminatedUnion('kind', [
      z.object({ kind: z.literal('note').meta({ label: 'A note' }), text: z.string() }),
      z.object({ kind: z.literal('list'), items: z.array(z.string()) }),
    ]);
    expect(editorField('sections', z.array(section))).toMatchObject({
      widget: 'list',
      typeKey: 'kind',
      types: [
        { name: 'note', label: 'A note', widget: 'object', fields: [{ name: 'text', widget: 'string' }] },
        { name: 'list', label: 'List', widget: 'object', fields: [{ name: 'items', widget: 'list' }] },
      ],
    });
  });

  it('refuses a schema kind the editor cannot show, naming the field', () => {
    const schema = z.object({ contact: z.object({ either: z.union([z.string(), z.number()]) }) });
    expect(() => editorConfig([{ name: 'x', label: 'X', kind: 'file', file: 'content/x.json', schema }], backend)).toThrow(
      /contact\.either: a union of other kinds than text/,
    );
  });

  it('refuses a folder whose slug field or Markdown body is missing, and two collections of one name', () => {
    const base = { label: 'A', kind: 'folder', folder: 'content/a', slugField: 'slug' } as const;
    expect(() => editorConfig([{ ...base, name: 'a', extension: 'json', schema: z.object({ title: z.string() }) }], backend)).toThrow(
      /slug field "slug"/,
    );
    expect(() => editorConfig([{ ...base, name: 'a', extension: 'md', schema: z.object({ slug: z.string() }) }], backend)).toThrow(
      /body field/,
    );
    const file = { name: 'a', label: 'A', kind: 'file', file: 'content/a.json', schema: z.object({ x: z.string() }) } as const;
    expect(() => editorConfig([file, file], backend)).toThrow(/Two content collections are named a/);
  });

  it('stores uploads in the photo folder the image pipeline reads, with no stock pictures, 20 MB at most, under plain names', () => {
    const config = editorConfig([], backend);
    expect([config.media_folder, config.public_folder]).toEqual([mediaFolder, '/images/photos']);
    expect(mediaFolder).toBe('public/images/photos');
    expect(config.media_libraries).toEqual({
      stock_assets: { providers: [] },
      default: { config: { max_file_size: 20 * 1024 * 1024, slugify_filename: true } },
    });
  });

  it("refuses a HEIC at upload and tells the owner the iPhone's setting", () => {
    const field = editorField('src', picture.shape.src);
    expect(field).toMatchObject({ widget: 'image', accept: 'image/jpeg,image/png,image/webp' });
    expect(field.hint).toContain(
      "An iPhone's HEIC is refused: save it as JPEG: on an iPhone, Settings > Camera > Formats > Most Compatible.",
    );
  });
});

describe('the repository the editor signs in to', () => {
  it('comes from CMS_REPO and CMS_BRANCH first', () => {
    const env = {
      CMS_REPO: 'acme/site',
      CMS_BRANCH: 'live',
      CMS_AUTH_URL: 'https://auth.acme.workers.dev/',
      NETLIFY: 'true',
      BRANCH: 'main',
    };
    expect(editorBackend(env, { remote: 'git@github.com:other/repo.git', branch: 'work' })).toEqual({
      name: 'github',
      repo: 'acme/site',
      branch: 'live',
      base_url: 'https://auth.acme.workers.dev',
    });
  });

  it('else from the host: Netlify, GitHub Actions, Cloudflare Pages', () => {
    const git = { remote: 'https://github.com/clone/origin.git', branch: 'main' };
    expect(editorBackend({ NETLIFY: 'true', REPOSITORY_URL: 'https://github.com/acme/garage-site', BRANCH: 'live' }, git)).toMatchObject({
      repo: 'acme/garage-site',
      branch: 'live',
    });
    const actions = { GITHUB_ACTIONS: 'true', GITHUB_REPOSITORY: 'acme/pages-site', GITHUB_REF_TYPE: 'branch', GITHUB_REF_NAME: 'site' };
    expect(editorBackend(actions, git)).toMatchObject({ repo: 'acme/pages-site', branch: 'site' });
    expect(editorBackend({ CF_PAGES_BRANCH: 'production' }, git)).toMatchObject({ repo: 'clone/origin', branch: 'production' });
  });

  it('else from the clone the build runs in: its GitHub origin and branch', () => {
    expect(editorBackend({}, { remote: 'git@github.com:acme/garage-site.git', branch: 'live' })).toMatchObject({
      repo: 'acme/garage-site',
      branch: 'live',
    });
    expect(editorBackend({}, { remote: 'https://github.com/acme/garage-site', branch: 'HEAD' })).toMatchObject({
      repo: 'acme/garage-site',
      branch: 'main',
    });
  });

  it('else a placeholder the build names, with the site folder’s own name (what "Work with Local Repository" asks for)', () => {
    expect(editorBackend({}, { remote: '/work/site', branch: 'main', folder: 'garage-door-site' }).repo).toBe(
      'your-account/garage-door-site',
    );
    expect(editorBackend({}).repo).toBe('your-account/your-site');
  });
});

describe('the build’s one line about the editor', () => {
  it('says where it saves, where that was found and which sign-in button works', () => {
    const clone = { remote: 'git@github.com:acme/garage-site.git', branch: 'main', folder: 'garage-site' };
    expect(adminLine(resolveBackend({}, clone), 23, {})).toBe(
      'admin: the editor at /admin (23 collections) saves to GitHub repository acme/garage-site, branch main (from the clone\'s origin remote); "Sign In with GitHub" needs Netlify or a sign-in helper (CMS_AUTH_URL); "Sign In Using Access Token" works without one',
    );
    const netlify = { NETLIFY: 'true', REPOSITORY_URL: 'https://github.com/acme/garage-site', BRANCH: 'main' };
    expect(adminLine(resolveBackend(netlify, {}), 23, netlify)).toMatch(
      /saves to GitHub repository acme\/garage-site, branch main \(from the host\); "Sign In with GitHub" goes through Netlify's GitHub sign-in$/,
    );
    const helper = { CMS_REPO: 'acme/site', CMS_AUTH_URL: 'https://auth.acme.workers.dev' };
    expect(adminLine(resolveBackend(helper, clone), 23, helper)).toMatch(
      /acme\/site, branch main \(from CMS_REPO\); "Sign In with GitHub" goes through the sign-in helper at https:\/\/auth\.acme\.workers\.dev$/,
    );
  });

  it('says so in the same one line when no repository is known, and what to set', () => {
    const line = adminLine(resolveBackend({}, { folder: 'garage-site' }), 23, {});
    expect(line.split('\n')).toHaveLength(1);
    expect(line).toContain('knows no GitHub repository');
    expect(line).toContain('only "Work with Local Repository" works; set CMS_REPO=account/repository');
    expect(line).not.toContain('your-site');
  });
});

describe('the editor bundle', () => {
  const source = readFileSync('node_modules/@sveltia/cms/dist/sveltia-cms.js', 'utf8');
  const patched = patchBundle(source, (cdn) => `/admin/fonts/${cdn}.woff2`);

  it('loads its fonts from the export and never asks unpkg for a version or polls a status page', () => {
    expect(source).toContain('cdn.jsdelivr.net/fontsource');
    expect(patched).not.toContain('cdn.jsdelivr.net');
    expect(patched).toContain('/admin/fonts/material-symbols-outlined:vf.woff2');
    expect(patched).toContain('await Promise.reject(Error(`version check off`))');
    expect(patched).not.toMatch(/checkStatus:\w+,init:/);
  });

  it('refuses a bundle that no longer reads as expected', () => {
    expect(() => patchBundle('console.log(1)', String)).toThrow(/expected 3 font URLs/);
  });
});

describe('/admin in the host files', () => {
  const origins = externalOrigins({});
  const pages = [{ file: 'index.html', path: '/', hashes: ["'sha256-home'"] }];

  it('gives /admin its own policy, noindex and a pop-up-friendly opener policy, in one rule per path', () => {
    const file = headersFile(pages, origins, { editor: true });
    const rules = file.split(/\n(?=\/)/);
    for (const rulePath of ['/admin', '/admin/*']) {
      const rule = rules.find((r) => r.startsWith(`${rulePath}\n`)) ?? '';
      expect(rule).toMatch(/connect-src 'self' blob: data: https:\/\/api\.github\.com;/);
      expect(rule).toContain("script-src 'self';");
      expect(rule).toContain('X-Robots-Tag: noindex');
      expect(rule).toContain('Cross-Origin-Opener-Policy: same-origin-allow-popups');
    }
    expect(htaccess(pages, origins, { editor: true })).toMatch(
      /<If "%\{REQUEST_URI\} =~ m#\^\/admin\(\/\|\$\)#">\n\s+Header always set Content-Security-Policy "default-src 'self'; script-src 'self';/,
    );
    expect(nginxConf(pages, origins, { editor: true })).toContain('~^/admin(/|$) "same-origin-allow-popups";');
    expect(adminPage()).toContain('<meta name="robots" content="noindex, nofollow">');
  });

  it('leaves every public page with the default policy and same-origin isolation', () => {
    const rule =
      headersFile(pages, origins, { editor: true })
        .split(/\n(?=\/)/)
        .find((r) => r.startsWith('/*\n')) ?? '';
    expect(rule).toContain(`Content-Security-Policy: ${contentSecurityPolicy({ hashes: ["'sha256-home'"], origins })}`);
    expect(rule).toContain('Cross-Origin-Opener-Policy: same-origin');
    expect(rule).not.toContain('api.github.com');
    expect(headersFile(pages, origins)).not.toContain('/admin');
  });
});
