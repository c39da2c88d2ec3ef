// The editor's local-folder mode asks the browser for a folder (showDirectoryPicker), a dialog
// a headless browser cannot answer. The test answers it with a folder handle whose reads and
// writes are carried out by Node on a real folder on disk, so what the editor saves lands in
// the files the build reads, as it does on the owner's computer.
import { mkdir, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Page } from '@playwright/test';

type Call = { op: 'list' | 'kind' | 'read' | 'write' | 'mkdir' | 'remove' | 'move'; at: string; to?: string; data?: string };

/** Carries one file-system call from the page out on `root`; paths never leave it. */
async function carryOut(root: string, call: Call): Promise<unknown> {
  const inside = (relative: string) => {
    const full = path.resolve(root, relative);
    if (full !== root && !full.startsWith(`${root}${path.sep}`)) throw new Error(`outside the folder: ${relative}`);
    return full;
  };
  const at = inside(call.at);
  switch (call.op) {
    case 'list':
      return (await readdir(at, { withFileTypes: true })).map((entry) => ({
        name: entry.name,
        kind: entry.isDirectory() ? 'directory' : 'file',
      }));
    case 'kind': {
      const found = await stat(at).catch(() => null);
      return found ? (found.isDirectory() ? 'directory' : 'file') : null;
    }
    case 'read': {
      const [bytes, info] = await Promise.all([readFile(at), stat(at)]);
      return { data: bytes.toString('base64'), lastModified: Math.floor(info.mtimeMs) };
    }
    case 'write':
      await writeFile(at, Buffer.from(call.data ?? '', 'base64'));
      return null;
    case 'mkdir':
      await mkdir(at, { recursive: true });
      return null;
    case 'remove':
      await rm(at, { recursive: true, force: true });
      return null;
    case 'move':
      await rename(at, inside(call.to ?? ''));
      return null;
  }
}

/** Makes the page's folder picker hand out `root` (a copy of the site with a .git folder). */
export async function answerFolderPicker(page: Page, root: string) {
  const absolute = path.resolve(root);
  await page.exposeFunction('__adminFs', (call: Call) => carryOut(absolute, call));
  await page.addInitScript({ path: path.resolve('tests', 'e2e', 'admin-folder-picker.js') });
}
