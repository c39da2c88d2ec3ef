import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { homeLeadForm } from '@/lib/forms/definitions';
import { LeadForm } from '@/components/forms/lead-form';
import { ToastRegion } from '@/components/forms/toast-region';
import { islandProps } from '@/tests/helpers/lead-form-props';
import {
  basinAnswers,
  formspreeAnswers,
  netlifyAnswers,
  type RecordedAnswer,
  web3formsAnswers,
  webhookAnswers,
} from '@/tests/unit/fixtures/lead-answers';

// The real form island, as each provider's build renders it (the NEXT_PUBLIC_ variables a build
// inlines are read when the form renders and sends): what it renders for a no-JavaScript post, what it sends, and how it
// reads the service's recorded answers. The browser run of the same is tests/e2e/any-width/variant.spec.ts.
const saved = { ...process.env };
afterEach(() => {
  process.env = { ...saved };
});
afterAll(() => {
  process.env = { ...saved };
});

function answering(answer: RecordedAnswer) {
  const fetchMock = jest.fn(
    async () => ({ ok: answer.status >= 200 && answer.status < 300, status: answer.status, text: async () => answer.body }) as Response,
  );
  global.fetch = fetchMock as unknown as typeof fetch;
  return fetchMock;
}

const cases = [
  {
    provider: 'web3forms',
    env: { NEXT_PUBLIC_LEAD_ACCESS_KEY: 'key-123' },
    action: 'https://api.web3forms.com/submit',
    endpoint: 'https://api.web3forms.com/submit',
    honeypot: 'botcheck',
    hidden: { access_key: 'key-123', redirect: 'https://www.example.com/thank-you' },
    contentType: 'application/json',
    answers: web3formsAnswers,
    sent: { access_key: 'key-123', botcheck: '', city: 'Venice' },
  },
  {
    provider: 'formspree',
    env: { NEXT_PUBLIC_LEAD_FORM_ID: 'xyzzy42' },
    action: 'https://formspree.io/f/xyzzy42',
    endpoint: 'https://formspree.io/f/xyzzy42',
    honeypot: '_gotcha',
    hidden: { _next: 'https://www.example.com/thank-you' },
    contentType: 'application/json',
    answers: formspreeAnswers,
    sent: { _gotcha: '', _subject: 'New discount request from the website', city: 'Venice' },
  },
  {
    provider: 'basin',
    env: { NEXT_PUBLIC_LEAD_FORM_ID: 'abc123' },
    action: 'https://usebasin.com/f/abc123',
    endpoint: 'https://usebasin.com/f/abc123',
    honeypot: '_gotcha',
    hidden: {},
    photoField: 'attachments[]',
    contentType: 'application/json',
    answers: basinAnswers,
    sent: { _gotcha: '', city: 'Venice' },
  },
  {
    provider: 'netlify',
    env: {},
    action: '/thank-you',
    endpoint: '/thank-you',
    honeypot: 'bot-field',
    hidden: { 'form-name': 'home-lead' },
    contentType: 'application/x-www-form-urlencoded',
    answers: netlifyAnswers,
    sent: { 'form-name': 'home-lead', 'bot-field': '', city: 'Venice' },
  },
  {
    provider: 'webhook',
    env: { NEXT_PUBLIC_LEAD_ENDPOINT: 'https://hooks.example.net/lead' },
    action: 'https://hooks.example.net/lead',
    endpoint: 'https://hooks.example.net/lead',
    honeypot: '_honey',
    hidden: { redirect: 'https://www.example.com/thank-you' },
    contentType: 'application/json',
    answers: webhookAnswers,
    sent: { subject: 'New discount request from the website', _honey: '', city: 'Venice' },
  },
];

function bodyOf(init: RequestInit): Record<string, string> {
  if (typeof init.body === 'string') return JSON.parse(init.body);
  return Object.fromEntries(new URLSearchParams(init.body as URLSearchParams));
}

describe.each(cases)(
  'a $provider build',
  ({ provider, env, action, endpoint, honeypot, hidden, photoField, contentType, answers, sent }) => {
    beforeEach(() => {
      Object.assign(process.env, { NEXT_PUBLIC_LEAD_PROVIDER: provider, ...env });
      // Each test is a new visit: no draft or outbox entry left by the one before.
      sessionStorage.clear();
    });

    it('renders the no-JavaScript form for the service: action, hidden fields, honeypot', () => {
      render(<LeadForm {...islandProps(homeLeadForm('en'))} />);
      const form = document.querySelector('form')!;
      expect(form.getAttribute('action')).toBe(action);
      for (const [name, value] of Object.entries(hidden))
        expect(form.querySelector(`input[type=hidden][name="${name}"]`)).toHaveValue(value);
      expect(form.querySelector(`input[name="${honeypot}"]`)).toHaveAttribute('tabindex', '-1');
      if (honeypot !== '_honey') expect(form.querySelector('input[name="_honey"]')).toBeNull();
      expect(form.querySelector('input[name="_captcha"]')).toBeNull();
      // The spec's field names stay, whichever service carries them.
      for (const name of homeLeadForm('en').fields.map((field) => field.name))
        expect(form.querySelector(`[name="${name}"]`)).not.toBeNull();
      // Photos only where the service takes files; then the plain post is multipart.
      const photos = form.querySelector('input[type=file]');
      if (photoField) {
        expect(photos).toHaveAttribute('name', photoField);
        expect(form).toHaveAttribute('enctype', 'multipart/form-data');
      } else {
        expect(photos).toBeNull();
        expect(form).not.toHaveAttribute('enctype');
      }
    });

    it('sends the lead in the service’s format and clears the form when it says delivered', async () => {
      const fetchMock = answering(answers.delivered);
      // No pause between keys: typing a form is a few events, not dozens of timer turns a busy machine stretches.
      const user = userEvent.setup({ delay: null });
      render(
        <>
          <LeadForm {...islandProps(homeLeadForm('en'))} cityContext="Venice" />
          <ToastRegion />
        </>,
      );
      await user.type(screen.getByRole('textbox', { name: /full name/i }), 'Maria Gonzalez');
      await user.type(screen.getByRole('textbox', { name: /phone/i }), '(941) 555-0199');
      await user.type(screen.getByRole('textbox', { name: /email/i }), 'maria@example.net');
      await user.click(screen.getByRole('button', { name: homeLeadForm('en').submitLabel }));
      await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
      const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
      expect(url).toBe(endpoint);
      expect((init.headers as Record<string, string>)['Content-Type']).toBe(contentType);
      expect(bodyOf(init)).toMatchObject({
        fullName: 'Maria Gonzalez',
        phone: '(941) 555-0199',
        email: 'maria@example.net',
        formId: 'home-lead',
        ...sent,
      });
      // Delivered: the confirmation takes the form's place until the visitor asks for the empty form.
      // Its own panel (named by its title), not the stand-in shown while its code loads: on a busy
      // machine the stand-in's button could be found, then replaced before the click reached it.
      const confirmation = await screen.findByRole('status', { name: 'Request Submitted!' });
      await user.click(within(confirmation).getByRole('button', { name: 'Send another request' }));
      expect(screen.getByRole('textbox', { name: /full name/i })).toHaveValue('');
    });

    it('keeps what was typed and offers the phone when the service refuses', async () => {
      answering(answers.needsActivation);
      const user = userEvent.setup({ delay: null });
      render(
        <>
          <LeadForm {...islandProps(homeLeadForm('en'))} />
          <ToastRegion />
        </>,
      );
      await user.type(screen.getByRole('textbox', { name: /full name/i }), 'Maria Gonzalez');
      await user.type(screen.getByRole('textbox', { name: /phone/i }), '(941) 555-0199');
      await user.type(screen.getByRole('textbox', { name: /email/i }), 'maria@example.net');
      await user.click(screen.getByRole('button', { name: homeLeadForm('en').submitLabel }));
      await waitFor(() => expect(document.querySelector('[data-lead-failure]')).not.toBeNull());
      expect(screen.getByRole('textbox', { name: /full name/i })).toHaveValue('Maria Gonzalez');
    });
  },
);
