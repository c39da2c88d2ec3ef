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
  const stop = () => server.close().then(() => process.exit(0));
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
