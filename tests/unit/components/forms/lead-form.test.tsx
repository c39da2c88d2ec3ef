import { act, render, screen, waitFor, within } from '@testing-library/react';
import { getCity } from '@/lib/content/cities';
import userEvent from '@testing-library/user-event';
import { business } from '@/lib/content/business';
import { cityLeadForm, faqForm, homeLeadForm, homePromotionForm } from '@/content/forms';
import { LeadForm } from '@/components/forms/lead-form';
import { ToastRegion } from '@/components/forms/toast-region';

// Typing a whole form through user-event takes seconds on a loaded two-core machine.
jest.setTimeout(20_000);

// One test makes building the lead's payload throw; every other test builds it as the site does.
let mockPayloadBreaks = false;
jest.mock('@/lib/leads/payload', () => {
  const actual = jest.requireActual<typeof import('@/lib/leads/payload')>('@/lib/leads/payload');
  return {
    ...actual,
    buildLeadPayload: (...args: Parameters<typeof actual.buildLeadPayload>) => {
      if (mockPayloadBreaks) throw new Error('attribution storage is corrupt');
      return actual.buildLeadPayload(...args);
    },
  };
});

type Answer = { status: number; body: string } | 'hang';

function mockFetch(answer: Answer) {
  let release: (() => void) | undefined;
  const fetchMock = jest.fn(
    () =>
      new Promise<Response>((resolve) => {
        const respond = () => {
          if (answer === 'hang') return;
          resolve({ ok: answer.status < 400, status: answer.status, text: async () => answer.body } as Response);
        };
        release = respond;
      }),
  );
  global.fetch = fetchMock as unknown as typeof fetch;
  return { fetchMock, respond: () => act(async () => release?.()) };
}

async function fillHomeLead(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByRole('textbox', { name: /full name/i }), 'Maria Gonzalez');
  await user.type(screen.getByRole('textbox', { name: /phone/i }), '(941) 555-0199');
  await user.type(screen.getByRole('textbox', { name: /email/i }), 'maria@example.net');
}

function renderForm(ui: React.ReactElement) {
  return render(
    <>
      {ui}
      <ToastRegion />
    </>,
  );
}

describe('LeadForm', () => {
  it('renders the form as a real POST with labelled, required, length-bounded fields', () => {
    renderForm(<LeadForm form={homeLeadForm} />);
    const name = screen.getByRole('textbox', { name: /full name/i });
    expect(name).toBeRequired();
    expect(name).toHaveAttribute('maxLength', '120');
    expect(screen.getByRole('textbox', { name: /phone/i })).toHaveAttribute('type', 'tel');
    expect(screen.getByRole('textbox', { name: /email/i })).toHaveAttribute('type', 'email');
    const form = name.closest('form');
    expect(form).toHaveAttribute('method', 'post');
    expect(form?.getAttribute('action')).toMatch(/^https:\/\/formsubmit\.co\/[^/]+@/);
    expect(form?.querySelector('input[name="_next"]')).toHaveValue(`${business.siteUrl}/thank-you`);
    expect(form?.querySelector('input[name="_captcha"]')).toHaveValue('false');
    expect(form?.querySelector('input[name="city"]')).toHaveValue('Southwest Florida');
    const honey = form?.querySelector('input[name="_honey"]');
    expect(honey).toHaveAttribute('tabindex', '-1');
    expect(honey).toHaveAttribute('autocomplete', 'off');
    expect(honey?.closest('[aria-hidden="true"]')).not.toBeNull();
  });

  it('gives the two home forms distinct field ids', () => {
    renderForm(
      <>
        <LeadForm form={homeLeadForm} />
        <LeadForm form={homePromotionForm} />
      </>,
    );
    const ids = Array.from(document.querySelectorAll('input, select, textarea'))
      .map((el) => el.id)
      .filter(Boolean);
    expect(new Set(ids).size).toBe(ids.length);
    expect(screen.getByRole('combobox', { name: /service needed/i })).toHaveDisplayValue('Select a service');
  });

  it('submits once, shows Submitting..., then clears the form and toasts on success', async () => {
    const user = userEvent.setup();
    const { fetchMock, respond } = mockFetch({ status: 200, body: '{"success":"true"}' });
    renderForm(<LeadForm form={homeLeadForm} cityContext="Venice" />);
    await fillHomeLead(user);
    await user.dblClick(screen.getByRole('button', { name: 'Claim My 20% Discount' }));
    const busy = await screen.findByRole('button', { name: 'Submitting...' });
    expect(busy).toBeDisabled();
    await respond();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const body = JSON.parse((fetchMock.mock.calls[0] as unknown as [string, RequestInit])[1].body as string);
    expect(body).toMatchObject({ fullName: 'Maria Gonzalez', city: 'Venice', source: 'Discount Form Section', pagePath: '/' });
    // The toast and the confirmation in the form's place, which has focus and stays until asked for a new form.
    const confirmation = await screen.findByRole('status', { name: 'Request Submitted!' });
    expect(confirmation).toHaveFocus();
    expect(confirmation).toHaveTextContent("We'll contact you within 30 minutes during business hours.");
    expect(await screen.findByText('Request Submitted!', { selector: '[data-sonner-toast] *' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Claim My 20% Discount' })).toBeNull();
    await user.click(within(confirmation).getByRole('button', { name: 'Send another request' }));
    expect(screen.getByRole('textbox', { name: /full name/i })).toHaveValue('');
    expect(screen.getByRole('button', { name: 'Claim My 20% Discount' })).toBeEnabled();
  });

  it('keeps every typed value and offers the phone number when delivery fails', async () => {
    const user = userEvent.setup();
    const { respond } = mockFetch({ status: 200, body: '{"success":"false","message":"This form needs Activation."}' });
    renderForm(<LeadForm form={homeLeadForm} />);
    await fillHomeLead(user);
    await user.click(screen.getByRole('button', { name: 'Claim My 20% Discount' }));
    await respond();
    const title = await screen.findByText('Submission Failed');
    expect(title.closest('[data-sonner-toast]')).toHaveTextContent(`Please try again or call us directly at ${business.phone.display}`);
    expect(screen.getByRole('textbox', { name: /full name/i })).toHaveValue('Maria Gonzalez');
    expect(screen.getByRole('textbox', { name: /email/i })).toHaveValue('maria@example.net');
    expect(screen.getByRole('link', { name: business.phone.display })).toHaveAttribute('href', `tel:${business.phone.e164}`);
    expect(screen.getByRole('button', { name: 'Claim My 20% Discount' })).toBeEnabled();
  });

  it('gives the button back, with the failure message and every value kept, when the payload cannot be built', async () => {
    const user = userEvent.setup();
    const { fetchMock } = mockFetch({ status: 200, body: '{"success":"true"}' });
    // The test before leaves its failed lead's draft for the tab, as a visitor would find it.
    window.sessionStorage.clear();
    mockPayloadBreaks = true;
    try {
      renderForm(<LeadForm form={homeLeadForm} />);
      await fillHomeLead(user);
      await user.click(screen.getByRole('button', { name: 'Claim My 20% Discount' }));
      const title = await screen.findByText('Submission Failed');
      expect(title.closest('[data-sonner-toast]')).toHaveTextContent(business.phone.display);
      expect(await screen.findByRole('button', { name: 'Claim My 20% Discount' })).toBeEnabled();
      expect(screen.getByRole('textbox', { name: /full name/i })).toHaveValue('Maria Gonzalez');
      expect(screen.getByRole('textbox', { name: /phone/i })).toHaveValue('(941) 555-0199');
      expect(screen.getByRole('textbox', { name: /email/i })).toHaveValue('maria@example.net');
      expect(fetchMock).not.toHaveBeenCalled();
    } finally {
      mockPayloadBreaks = false;
    }
  });

  it('keeps what is typed as a draft for the tab, never the honeypot, and drops it once the lead is delivered', async () => {
    const user = userEvent.setup();
    window.sessionStorage.clear();
    const { respond } = mockFetch({ status: 200, body: '{"success":"true"}' });
    renderForm(<LeadForm form={homeLeadForm} />);
    await fillHomeLead(user);
    const honey = document.querySelector<HTMLInputElement>('input[name="_honey"]')!;
    await user.type(honey, 'bot text');
    const draft = () => JSON.parse(window.sessionStorage.getItem('lead-draft:home-lead:/') ?? 'null');
    expect(draft()).toMatchObject({ fullName: 'Maria Gonzalez', phone: '(941) 555-0199', email: 'maria@example.net' });
    expect(JSON.stringify(draft())).not.toContain('bot text');
    await user.clear(honey);
    await user.click(screen.getByRole('button', { name: 'Claim My 20% Discount' }));
    await respond();
    await screen.findByRole('status', { name: 'Request Submitted!' });
    expect(draft()).toBeNull();
  });

  it('sends what the page shows, also a value set by a script with no input event (some autofill does that)', async () => {
    const user = userEvent.setup();
    const { fetchMock, respond } = mockFetch({ status: 200, body: '{"success":"true"}' });
    renderForm(<LeadForm form={faqForm} />);
    await user.type(screen.getByRole('textbox', { name: /full name/i }), 'Maria Gonzalez');
    await user.type(screen.getByRole('textbox', { name: /phone/i }), '(941) 555-0199');
    const question = screen.getByRole('textbox', { name: /your question/i });
    await user.type(question, 'Typed first');
    // The form's code is bound once the controller has loaded: the form says so.
    await waitFor(() => expect(question.closest('form')).toHaveAttribute('data-lead-code', 'ready'));
    // Focus elsewhere: a field that keeps focus would tell react-hook-form its value when it loses it.
    await user.click(screen.getByRole('textbox', { name: /full name/i }));
    (question as HTMLTextAreaElement).value = 'Filled by a script';
    await user.click(screen.getByRole('button', { name: faqForm.submitLabel }));
    await respond();
    await screen.findByRole('status', { name: 'Question Sent!' });
    const body = JSON.parse((fetchMock.mock.calls[0] as unknown as [string, RequestInit])[1].body as string);
    expect(body).toMatchObject({ fullName: 'Maria Gonzalez', message: 'Filled by a script' });
  });

  it('a submit the lead schema refuses (a browser that let an empty required field through) sends nothing and shows the failure note', async () => {
    const user = userEvent.setup();
    const { fetchMock } = mockFetch({ status: 200, body: '{"success":"true"}' });
    renderForm(<LeadForm form={faqForm} />);
    const phone = screen.getByRole('textbox', { name: /phone/i });
    phone.removeAttribute('required');
    await user.type(screen.getByRole('textbox', { name: /full name/i }), 'Maria Gonzalez');
    await user.type(screen.getByRole('textbox', { name: /your question/i }), 'Two springs?');
    await waitFor(() => expect(phone.closest('form')).toHaveAttribute('data-lead-code', 'ready'));
    await user.click(screen.getByRole('button', { name: faqForm.submitLabel }));
    await waitFor(() => expect(document.querySelector('[data-lead-failure]')).not.toBeNull());
    expect(screen.getByRole('link', { name: business.phone.display })).toHaveAttribute('href', `tel:${business.phone.e164}`);
    expect(screen.getByRole('textbox', { name: /full name/i })).toHaveValue('Maria Gonzalez');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('confirms in the card on a featured city page, with the city as context', async () => {
    const user = userEvent.setup();
    const { fetchMock, respond } = mockFetch({ status: 200, body: '{"success":"true"}' });
    renderForm(<LeadForm form={cityLeadForm(getCity('nokomis'), 'featured')} city="Nokomis" />);
    await fillHomeLead(user);
    await user.type(screen.getByRole('textbox', { name: /zip/i }), '34275');
    await user.selectOptions(screen.getByRole('combobox', { name: /what do you need/i }), 'spring-replacement');
    await user.click(screen.getByRole('button', { name: 'Request Service' }));
    await respond();
    const status = await screen.findByRole('status', { name: 'Request Submitted!' });
    expect(status).toHaveTextContent("We'll contact you within 1 hour to schedule your service.");
    const body = JSON.parse((fetchMock.mock.calls[0] as unknown as [string, RequestInit])[1].body as string);
    expect(body).toMatchObject({ service: 'spring-replacement', zipCode: '34275', cityContext: 'Nokomis' });
    await user.click(within(status).getByRole('button', { name: 'Send another request' }));
    expect(screen.getByRole('combobox', { name: /what do you need/i })).toHaveValue('');
  });
});
