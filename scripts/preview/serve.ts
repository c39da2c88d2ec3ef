// `npm run preview`: serves the exported site in out/ on http://127.0.0.1:4173 (PORT overrides).
import { existsSync } from 'node:fs';
import { startStaticServer } from './static-server';

if (!existsSync('out/index.html')) {
  console.error('No export found in out/. Run `npm run build` first (or `npm start` to do both).');
  process.exit(1);
}

async function main(): Promise<void> {
  const port = Number(process.env.PORT ?? 4173);
  const server = await startStaticServer({ root: 'out', port, quiet: process.env.QUIET === '1' });
  console.log(`Serving the static export at ${server.url} (Ctrl+C to stop)`);
  let stopping = false;
  const stop = () => {
    if (stopping) return;
    stopping = true;
    // A browser's open keep-alive connection must not hold the server up.
    setTimeout(() => process.exit(0), 2000).unref();
    void server.close().then(() => process.exit(0));
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
  // Stopping `npm run preview` by npm's process id ends npm and its shell but not this process
  // (the shell passes no signal on): a server whose parent is gone stops too.
  const parent = process.ppid;
  setInterval(() => process.ppid !== parent && stop(), 500).unref();
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
