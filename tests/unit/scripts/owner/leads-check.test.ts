/**
 * @jest-environment node
 */
import { execFile } from 'node:child_process';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { formsubmitAnswers, web3formsAnswers } from '@/tests/unit/fixtures/lead-answers';

// `npm run leads:check` against a local stand-in for the service (127.0.0.1 only, stopped after
// each test): the script must send one marked test lead and exit 0 only on a delivery.
interface Received {
  path: string;
  contentType: string;
  body: string;
}

let server: Server;
let received: Received[];
let answer: { status: number; body: string };

async function readBody(req: IncomingMessage) {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

beforeEach(async () => {
  received = [];
  server = createServer(async (req, res) => {
    received.push({ path: req.url ?? '', contentType: req.headers['content-type'] ?? '', body: await readBody(req) });
    res.writeHead(answer.status, { 'Content-Type': 'application/json' });
    res.end(answer.body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
});

afterEach(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

const origin = () => `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

function leadsCheck(env: Record<string, string>): Promise<{ code: number; output: string }> {
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      ['--import', 'tsx', 'scripts/owner/leads-check.ts'],
      { env: { PATH: process.env.PATH ?? '', NODE_ENV: 'test' as const, ...env }, timeout: 30_000 },
      (error, stdout, stderr) => resolve({ code: error ? Number(error.code ?? 1) : 0, output: `${stdout}${stderr}` }),
    );
  });
}

jest.setTimeout(40_000);

describe('npm run leads:check', () => {
  it('exits 0 and says DELIVERED when the service delivers the marked test lead', async () => {
    answer = formsubmitAnswers.delivered;
    const { code, output } = await leadsCheck({ NEXT_PUBLIC_LEAD_ENDPOINT: `${origin()}/ajax/office@example.com` });
    expect(output).toMatch(/DELIVERED/);
    expect(code).toBe(0);
    expect(received).toHaveLength(1);
    const lead = JSON.parse(received[0].body);
    expect(received[0].path).toBe('/ajax/office@example.com');
    expect(lead.fullName).toMatch(/^TEST/);
    expect(lead._subject).toMatch(/^TEST lead from npm run leads:check/);
    expect(lead._honey).toBe('');
  });

  it('exits 1 with what to do when the service holds leads until activation', async () => {
    answer = formsubmitAnswers.needsActivation;
    const { code, output } = await leadsCheck({ NEXT_PUBLIC_LEAD_ENDPOINT: `${origin()}/ajax/office@example.com` });
    expect(code).toBe(1);
    expect(output).toMatch(/NEEDS ACTIVATION/);
    expect(output).toContain('This form needs Activation');
    expect(output).toMatch(/click "Activate Form"/);
  });

  it('exits 1 with the service’s message when it rejects the lead (Web3Forms, JSON with the access key)', async () => {
    answer = web3formsAnswers.validation;
    const { code, output } = await leadsCheck({
      NEXT_PUBLIC_LEAD_PROVIDER: 'web3forms',
      NEXT_PUBLIC_LEAD_ACCESS_KEY: 'key-123',
      NEXT_PUBLIC_LEAD_ENDPOINT: `${origin()}/submit`,
    });
    expect(code).toBe(1);
    expect(output).toMatch(/REJECTED: web3forms/);
    expect(output).toContain('Invalid Access Key');
    expect(JSON.parse(received[0].body)).toMatchObject({ access_key: 'key-123', botcheck: '' });
  });

  it('says plainly that FormSubmit would deliver to the example e-mail the site shipped with', async () => {
    answer = formsubmitAnswers.delivered;
    const { output } = await leadsCheck({ NEXT_PUBLIC_LEAD_ENDPOINT: `${origin()}/ajax/office@example.com` });
    expect(output).toContain('the business e-mail is still the example the site shipped with (office@example.com)');
    // Another service delivers to its own account's address: no such note.
    answer = web3formsAnswers.delivered;
    const other = await leadsCheck({
      NEXT_PUBLIC_LEAD_PROVIDER: 'web3forms',
      NEXT_PUBLIC_LEAD_ACCESS_KEY: 'key-123',
      NEXT_PUBLIC_LEAD_ENDPOINT: `${origin()}/submit`,
    });
    expect(other.output).toMatch(/DELIVERED/);
    expect(other.output).not.toContain('example the site shipped with');
  });

  it.each([
    ['a Wi-Fi login page', '<!DOCTYPE html><html><body><form action="/login">Accept and connect</form></body></html>'],
    ['an empty body', ''],
    ['JSON cut short', '{"success": tru'],
  ])('exits 1 and says NOT CONFIRMED on a 200 with %s', async (_what, body) => {
    answer = { status: 200, body };
    const { code, output } = await leadsCheck({ NEXT_PUBLIC_LEAD_ENDPOINT: `${origin()}/ajax/office@example.com` });
    expect(code).toBe(1);
    expect(output).toMatch(/NOT CONFIRMED/);
    expect(output).not.toMatch(/DELIVERED/);
    expect(received).toHaveLength(1);
  });

  it('exits 1 and says UNREACHABLE when nothing answers', async () => {
    const closed = origin();
    await new Promise<void>((resolve) => server.close(() => resolve()));
    server = createServer();
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { code, output } = await leadsCheck({ NEXT_PUBLIC_LEAD_ENDPOINT: `${closed}/ajax/x` });
    expect(code).toBe(1);
    expect(output).toMatch(/UNREACHABLE/);
  });

  it('refuses to run for a provider missing its key', async () => {
    const { code, output } = await leadsCheck({ NEXT_PUBLIC_LEAD_PROVIDER: 'formspree' });
    expect(code).toBe(1);
    expect(output).toContain('formspree needs NEXT_PUBLIC_LEAD_FORM_ID');
    expect(received).toHaveLength(0);
  });
});
