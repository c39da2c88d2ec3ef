// A host that serves the export wrongly on purpose, for checks that must notice: it passes every
// request to a good server (the preview server) and changes the answer as told, on 127.0.0.1.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface Reply {
  status: number;
  headers: Record<string, string>;
  body: Buffer;
}

/** Changes one answer; `upstream` asks the good server for another path. */
export type Fault = (path: string, reply: Reply, upstream: (path: string) => Promise<Reply>) => Reply | Promise<Reply>;

async function ask(base: string, path: string): Promise<Reply> {
  const response = await fetch(new URL(path, base), { redirect: 'manual' });
  const headers = Object.fromEntries(
    [...response.headers].filter(([name]) => !['content-encoding', 'content-length', 'transfer-encoding', 'connection'].includes(name)),
  );
  return { status: response.status, headers, body: Buffer.from(await response.arrayBuffer()) };
}

export async function startBrokenHost(good: string, fault: Fault): Promise<{ url: string; close(): Promise<void> }> {
  const server = createServer((req, res) => {
    const path = req.url ?? '/';
    ask(good, path)
      .then((reply) => fault(path, reply, (other) => ask(good, other)))
      .then(
        (reply) => {
          res.writeHead(reply.status, reply.headers);
          res.end(reply.body);
        },
        () => {
          res.writeHead(502);
          res.end();
        },
      );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The body as text, changed by `change`. */
export const rewriteBody = (reply: Reply, change: (text: string) => string): Reply => ({
  ...reply,
  body: Buffer.from(change(reply.body.toString('utf8'))),
});
