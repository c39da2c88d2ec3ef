import type { BrowserContext } from '@playwright/test';
import { captureOrigin } from '../helpers/test-env';
import type { RecordedAnswer } from '../unit/fixtures/lead-answers';

/** A request the page sent to the capture origin. */
export interface SentRequest {
  path: string;
  contentType: string;
  accept: string;
  body: Record<string, unknown>;
}

const cors = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Allow-Headers': 'content-type, accept',
  'Access-Control-Allow-Methods': 'POST',
};

/**
 * Stands in for the services a variant build talks to (tests/helpers/test-env.ts points them all
 * at the capture origin): records every JSON request the page sends there and answers each with
 * `answer(path)`, a service's recorded answer (tests/unit/fixtures/lead-answers.ts).
 */
export async function interceptCaptureOrigin(context: BrowserContext, answer: (path: string) => RecordedAnswer): Promise<SentRequest[]> {
  const sent: SentRequest[] = [];
  await context.route(`${captureOrigin}/**`, async (route) => {
    const request = route.request();
    if (request.method() === 'OPTIONS') return route.fulfill({ status: 204, headers: cors });
    const headers = await request.allHeaders();
    const path = new URL(request.url()).pathname;
    sent.push({
      path,
      contentType: headers['content-type'] ?? '',
      accept: headers.accept ?? '',
      body: JSON.parse(request.postData() ?? '{}'),
    });
    const { status, body } = answer(path);
    return route.fulfill({ status, headers: { ...cors, 'Content-Type': 'application/json' }, body });
  });
  return sent;
}
