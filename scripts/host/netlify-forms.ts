// After `next build`: writes out/__forms.html, the static form definitions Netlify Forms detects
// at deploy, when the build chose Netlify (NEXT_PUBLIC_LEAD_PROVIDER=netlify); otherwise does
// nothing. What goes in it: netlify-form-definitions.ts.
import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { leadProviderName } from '../../lib/leads/providers/table';
import { definitionsFile, definitionsPage, leadForms } from './netlify-form-definitions';

async function htmlFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries
    .filter(
      (entry) =>
        entry.isFile() &&
        entry.name.endsWith('.html') &&
        entry.name !== definitionsFile &&
        !path.join(entry.parentPath, entry.name).includes(`${path.sep}_next${path.sep}`),
    )
    .map((entry) => path.join(entry.parentPath, entry.name));
}

const outDir = path.resolve(process.argv[2] ?? 'out');

async function main(): Promise<void> {
  if (leadProviderName(process.env.NEXT_PUBLIC_LEAD_PROVIDER) === 'netlify') {
    const pages = await Promise.all((await htmlFiles(outDir)).map((file) => readFile(file, 'utf8')));
    const forms = leadForms(pages);
    if (forms.size === 0) throw new Error('netlify-forms: no lead form found in the export');
    await writeFile(path.join(outDir, definitionsFile), definitionsPage(forms));
    console.log(`netlify-forms: wrote out/${definitionsFile} with ${forms.size} form definitions`);
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
