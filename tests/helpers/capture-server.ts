// A stand-in for the form-forwarding service, on 127.0.0.1 only. It records every lead it
// receives and answers the way a test asks: delivered, "not delivered" (the service's 200 with
// {"success":"false"}), a 500, a request that never answers, or a dropped connection; or a 200
// that is not the service's answer at all: a Wi-Fi login page, an empty body, JSON cut short.
// The build points the forms at it through NEXT_PUBLIC_LEAD_ENDPOINT (tests/helpers/test-env.ts).
import { createServer, type IncomingHttpHeaders, type IncomingMessage, type Server } from 'node:http';
import { jpegSize } from './jpeg-size';
import { capturePort } from './test-env';

export type CaptureMode = 'success' | 'not-delivered' | 'error' | 'hang' | 'drop' | UnconfirmedMode;

/** 200s that are not the service's answer, as a hotel's Wi-Fi or a dropped connection gives them. */
export type UnconfirmedMode = 'portal' | 'empty' | 'truncated';

export const unconfirmedAnswers: Record<UnconfirmedMode, { contentType: string; body: string }> = {
  portal: {
    contentType: 'text/html',
    body: '<!DOCTYPE html><html><head><title>Guest Wi-Fi</title></head><body><h1>Welcome to Guest Wi-Fi</h1><form action="/login"><button>Accept and connect</button></form></body></html>',
  },
  empty: { contentType: 'application/json', body: '' },
  truncated: { contentType: 'application/json', body: '{"success": tru' },
};

export interface CapturedFile {
  field: string;
  name: string;
  type: string;
  size: number;
  width?: number;
  height?: number;
}

export interface CapturedRequest {
  method: string;
  path: string;
  contentType: string;
  headers: IncomingHttpHeaders;
  /** Parsed JSON, multipart or urlencoded body (text values); the raw text when it is none of those. */
  body: Record<string, unknown> | string;
  /** The files of a multipart body; a JPEG's pixel size is read from its header. */
  files: CapturedFile[];
  receivedAt: number;
}

export interface CaptureServer {
  origin: string;
  requests: CapturedRequest[];
  preflights: { path: string; headers: IncomingHttpHeaders }[];
  respondWith(mode: CaptureMode): void;
  waitForRequests(count?: number, timeoutMs?: number): Promise<CapturedRequest>;
  close(): Promise<void>;
}

const cors = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Allow-Methods': 'POST, OPTIONS',
  'Access-Control-Max-Age': '600',
};

async function readBody(req: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk);
  return Buffer.concat(chunks);
}

/**
 * JSON, multipart and urlencoded bodies as plain objects of their text values (repeated keys keep
 * the last value), and the files a multipart body carries: field, name, type, bytes and, for a
 * JPEG, its pixel size.
 */
async function parseBody(contentType: string, raw: Buffer): Promise<Pick<CapturedRequest, 'body' | 'files'>> {
  if (contentType.startsWith('application/json'))
    return { body: JSON.parse(raw.toString('utf8')) as Record<string, unknown> | string, files: [] };
  if (contentType.startsWith('multipart/form-data') || contentType.startsWith('application/x-www-form-urlencoded')) {
    const form = await new Request('http://capture.local/', {
      method: 'POST',
      headers: { 'content-type': contentType },
      body: new Uint8Array(raw),
    }).formData();
    const body: Record<string, string> = {};
    const files: CapturedFile[] = [];
    for (const [field, value] of form.entries()) {
      if (typeof value === 'string') body[field] = value;
      else
        files.push({ field, name: value.name, type: value.type, size: value.size, ...jpegSize(new Uint8Array(await value.arrayBuffer())) });
    }
    return { body, files };
  }
  return { body: raw.toString('utf8'), files: [] };
}

function listen(server: Server, port: number, host: string, waitMs: number): Promise<void> {
  // The fixed port doubles as a lock: tests in other workers wait until it is free again.
  const deadline = Date.now() + waitMs;
  return new Promise<void>((resolve, reject) => {
    const attempt = () => {
      // A failed listen leaves its listeners behind unless each attempt removes its own.
      const onListening = () => {
        server.off('error', onError);
        resolve();
      };
      const onError = (error: NodeJS.ErrnoException) => {
        server.off('listening', onListening);
        if (error.code === 'EADDRINUSE' && Date.now() < deadline) setTimeout(attempt, 100);
        else reject(error);
      };
      server.once('error', onError);
      server.once('listening', onListening);
      server.listen(port, host);
    };
    attempt();
  });
}

/**
 * port: 0 takes a free port (the e2e fixture routes the build's endpoint origin to it).
 * nextOrigin: where a plain (no-JavaScript) post is redirected, in place of `_next`'s own origin.
 */
export async function startCaptureServer({
  port = capturePort,
  host = '127.0.0.1',
  nextOrigin,
  waitForPortMs = 20_000,
}: { port?: number; host?: string; nextOrigin?: string; waitForPortMs?: number } = {}): Promise<CaptureServer> {
  const requests: CapturedRequest[] = [];
  const preflights: CaptureServer['preflights'] = [];
  let mode: CaptureMode = 'success';

  const server = createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', `http://${host}`);
    if (req.method === 'OPTIONS') {
      preflights.push({ path: url.pathname, headers: req.headers });
      res.writeHead(204, {
        ...cors,
        'Access-Control-Allow-Headers': req.headers['access-control-request-headers'] ?? 'content-type, accept',
      });
      res.end();
      return;
    }
    const contentType = req.headers['content-type'] ?? '';
    const raw = await readBody(req);
    let body: CapturedRequest['body'];
    let files: CapturedFile[] = [];
    try {
      ({ body, files } = await parseBody(contentType, raw));
    } catch {
      body = raw.toString('utf8');
    }
    requests.push({
      method: req.method ?? '',
      path: decodeURIComponent(url.pathname),
      contentType,
      headers: req.headers,
      body,
      files,
      receivedAt: Date.now(),
    });

    if (mode === 'hang') return;
    if (mode === 'drop') {
      req.socket.destroy();
      return;
    }
    const ajax = url.pathname.startsWith('/ajax/');
    if (mode === 'error') {
      res.writeHead(500, { ...cors, 'Content-Type': 'application/json' });
      res.end(JSON.stringify({ success: 'false', message: 'Internal server error' }));
      return;
    }
    if (!ajax && mode === 'success' && body && typeof body === 'object' && typeof body._next === 'string') {
      const next = new URL(body._next);
      const target = nextOrigin ? new URL(next.pathname + next.search, nextOrigin).href : next.href;
      res.writeHead(303, { Location: target });
      res.end();
      return;
    }
    if (mode in unconfirmedAnswers) {
      const { contentType: type, body: text } = unconfirmedAnswers[mode as UnconfirmedMode];
      res.writeHead(200, { ...cors, 'Content-Type': type });
      res.end(text);
      return;
    }
    const delivered = mode === 'success';
    res.writeHead(200, { ...cors, 'Content-Type': 'application/json' });
    res.end(
      JSON.stringify(
        delivered
          ? { success: 'true', message: 'The form was submitted successfully.' }
          : {
              success: 'false',
              message: 'This form needs Activation. We\u2019ve sent you an email containing an \u2018Activate Form\u2019 link.',
            },
      ),
    );
  });

  await listen(server, port, host, waitForPortMs);
  const address = server.address();
  const boundPort = typeof address === 'object' && address ? address.port : port;

  return {
    origin: `http://${host}:${boundPort}`,
    requests,
    preflights,
    respondWith(next) {
      mode = next;
    },
    async waitForRequests(count = 1, timeoutMs = 10_000) {
      const deadline = Date.now() + timeoutMs;
      while (requests.length < count) {
        if (Date.now() > deadline) throw new Error(`Capture server got ${requests.length} of ${count} expected requests`);
        await new Promise((resolve) => setTimeout(resolve, 25));
      }
      return requests[count - 1];
    },
    close() {
      return new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      });
    },
  };
}
