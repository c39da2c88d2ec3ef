import { act, render, screen, waitFor, within } from '@testing-library/react';
import { getCity } from '@/lib/content/cities';
import userEvent from '@testing-library/user-event';
import { business } from '@/lib/content/business';
import { siteWordsIn } from '@/lib/content/site';
import { cityLeadForm, emergencyForm, faqForm, homeLeadForm, homePromotionForm } from '@/lib/forms/definitions';
import { LeadForm } from '@/components/forms/lead-form';
import { ToastRegion } from '@/components/forms/toast-region';
import { leadFormWordsIn } from '@/lib/forms/island-words';
import { islandProps } from '@/tests/helpers/lead-form-props';

/** jest-dom reads an element's text with its spaces evened out: the phone number's no-break space too. */
const spaced = (text: string) => text.replace(/\s+/g, ' ');

// The words every assertion reads come from the fixture records (tests/fixtures/content).
const home = homeLeadForm('en');
const words = leadFormWordsIn('en');

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
    renderForm(<LeadForm {...islandProps(homeLeadForm('en'))} />);
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
        <LeadForm {...islandProps(homeLeadForm('en'))} />
        <LeadForm {...islandProps(homePromotionForm('en'))} />
      </>,
    );
    const ids = Array.from(document.querySelectorAll('input, select, textarea'))
      .map((el) => el.id)
      .filter(Boolean);
    expect(new Set(ids).size).toBe(ids.length);
    expect(screen.getByRole('combobox', { name: /service needed/i })).toHaveDisplayValue('Select a service');
  });

  it('submits once, shows Submitting..., then clears the form and toasts on success', async () => {
    // No pause between keys: typing a form is a few events, not dozens of timer turns a busy machine stretches.
    const user = userEvent.setup({ delay: null });
    const { fetchMock, respond } = mockFetch({ status: 200, body: '{"success":"true"}' });
    renderForm(<LeadForm {...islandProps(homeLeadForm('en'))} cityContext="Venice" />);
    await fillHomeLead(user);
    await user.dblClick(screen.getByRole('button', { name: home.submitLabel }));
    const busy = await screen.findByRole('button', { name: words.sending });
    expect(busy).toBeDisabled();
    await respond();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const body = JSON.parse((fetchMock.mock.calls[0] as unknown as [string, RequestInit])[1].body as string);
    expect(body).toMatchObject({ fullName: 'Maria Gonzalez', city: 'Venice', source: 'Discount Form Section', pagePath: '/' });
    // The toast and the confirmation in the form's place, which has focus and stays until asked for a new form.
    const confirmation = await screen.findByRole('status', { name: home.messages.success.title });
    expect(confirmation).toHaveFocus();
    expect(confirmation).toHaveTextContent(home.messages.success.description);
    expect(await screen.findByText(home.messages.success.title, { selector: '[data-sonner-toast] *' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: home.submitLabel })).toBeNull();
    await user.click(within(confirmation).getByRole('button', { name: words.confirmation.sendAnother }));
    expect(screen.getByRole('textbox', { name: /full name/i })).toHaveValue('');
    expect(screen.getByRole('button', { name: home.submitLabel })).toBeEnabled();
  });

  it('keeps every typed value and offers the phone number when delivery fails', async () => {
    const user = userEvent.setup({ delay: null });
    const { respond } = mockFetch({ status: 200, body: '{"success":"false","message":"This form needs Activation."}' });
    renderForm(<LeadForm {...islandProps(homeLeadForm('en'))} />);
    await fillHomeLead(user);
    await user.click(screen.getByRole('button', { name: home.submitLabel }));
    await respond();
    // Said once, in the form: an alert with the form's own message, no toast besides it.
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByRole('heading', { name: home.messages.failure.title })).toBeInTheDocument();
    expect(alert).toHaveTextContent(spaced(home.messages.failure.description));
    expect(screen.queryByText(home.messages.failure.title, { selector: '[data-sonner-toast] *' })).toBeNull();
    expect(screen.getByRole('textbox', { name: /full name/i })).toHaveValue('Maria Gonzalez');
    expect(screen.getByRole('textbox', { name: /email/i })).toHaveValue('maria@example.net');
    expect(screen.getByRole('link', { name: business.phone.display })).toHaveAttribute('href', `tel:${business.phone.e164}`);
    expect(screen.getByRole('button', { name: home.submitLabel })).toBeEnabled();
  });

  it('gives the button back, with the failure message and every value kept, when the payload cannot be built', async () => {
    const user = userEvent.setup({ delay: null });
    const { fetchMock } = mockFetch({ status: 200, body: '{"success":"true"}' });
    // The test before leaves its failed lead's draft for the tab, as a visitor would find it.
    window.sessionStorage.clear();
    mockPayloadBreaks = true;
    try {
      renderForm(<LeadForm {...islandProps(homeLeadForm('en'))} />);
      await fillHomeLead(user);
      await user.click(screen.getByRole('button', { name: home.submitLabel }));
      const alert = await screen.findByRole('alert');
      expect(alert).toHaveTextContent(home.messages.failure.title);
      expect(within(alert).getByRole('link', { name: business.phone.display })).toHaveAttribute('href', `tel:${business.phone.e164}`);
      expect(await screen.findByRole('button', { name: home.submitLabel })).toBeEnabled();
      expect(screen.getByRole('textbox', { name: /full name/i })).toHaveValue('Maria Gonzalez');
      expect(screen.getByRole('textbox', { name: /phone/i })).toHaveValue('(941) 555-0199');
      expect(screen.getByRole('textbox', { name: /email/i })).toHaveValue('maria@example.net');
      expect(fetchMock).not.toHaveBeenCalled();
    } finally {
      mockPayloadBreaks = false;
    }
  });

  it('keeps what is typed as a draft for the tab, never the honeypot, and drops it once the lead is delivered', async () => {
    const user = userEvent.setup({ delay: null });
    window.sessionStorage.clear();
    const { respond } = mockFetch({ status: 200, body: '{"success":"true"}' });
    renderForm(<LeadForm {...islandProps(homeLeadForm('en'))} />);
    await fillHomeLead(user);
    const honey = document.querySelector<HTMLInputElement>('input[name="_honey"]')!;
    await user.type(honey, 'bot text');
    const draft = () => JSON.parse(window.sessionStorage.getItem('lead-draft:home-lead:/') ?? 'null');
    expect(draft()).toMatchObject({ fullName: 'Maria Gonzalez', phone: '(941) 555-0199', email: 'maria@example.net' });
    expect(JSON.stringify(draft())).not.toContain('bot text');
    await user.clear(honey);
    await user.click(screen.getByRole('button', { name: home.submitLabel }));
    await respond();
    await screen.findByRole('status', { name: home.messages.success.title });
    expect(draft()).toBeNull();
  });

  it('sends what the page shows, also a value set by a script with no input event (some autofill does that)', async () => {
    const user = userEvent.setup({ delay: null });
    const { fetchMock, respond } = mockFetch({ status: 200, body: '{"success":"true"}' });
    renderForm(<LeadForm {...islandProps(faqForm('en'))} />);
    await user.type(screen.getByRole('textbox', { name: /full name/i }), 'Maria Gonzalez');
    await user.type(screen.getByRole('textbox', { name: /phone/i }), '(941) 555-0199');
    const question = screen.getByRole('textbox', { name: /your question/i });
    await user.type(question, 'Typed first');
    // The form's code is bound once the controller has loaded: the form says so.
    await waitFor(() => expect(question.closest('form')).toHaveAttribute('data-lead-code', 'ready'));
    // Focus elsewhere: a field that keeps focus would tell react-hook-form its value when it loses it.
    await user.click(screen.getByRole('textbox', { name: /full name/i }));
    (question as HTMLTextAreaElement).value = 'Filled by a script';
    await user.click(screen.getByRole('button', { name: faqForm('en').submitLabel }));
    await respond();
    await screen.findByRole('status', { name: faqForm('en').messages.success.title });
    const body = JSON.parse((fetchMock.mock.calls[0] as unknown as [string, RequestInit])[1].body as string);
    expect(body).toMatchObject({ fullName: 'Maria Gonzalez', message: 'Filled by a script' });
  });

  it('a submit the lead schema refuses (a browser that let an empty required field through) sends nothing and shows the failure note', async () => {
    const user = userEvent.setup({ delay: null });
    const { fetchMock } = mockFetch({ status: 200, body: '{"success":"true"}' });
    renderForm(<LeadForm {...islandProps(faqForm('en'))} />);
    const phone = screen.getByRole('textbox', { name: /phone/i });
    phone.removeAttribute('required');
    await user.type(screen.getByRole('textbox', { name: /full name/i }), 'Maria Gonzalez');
    await user.type(screen.getByRole('textbox', { name: /your question/i }), 'Two springs?');
    await waitFor(() => expect(phone.closest('form')).toHaveAttribute('data-lead-code', 'ready'));
    await user.click(screen.getByRole('button', { name: faqForm('en').submitLabel }));
    await waitFor(() => expect(document.querySelector('[data-lead-failure]')).not.toBeNull());
    expect(screen.getByRole('link', { name: business.phone.display })).toHaveAttribute('href', `tel:${business.phone.e164}`);
    expect(screen.getByRole('textbox', { name: /full name/i })).toHaveValue('Maria Gonzalez');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('confirms in the card on a featured city page, with the city as context', async () => {
    const user = userEvent.setup({ delay: null });
    const { fetchMock, respond } = mockFetch({ status: 200, body: '{"success":"true"}' });
    const nokomis = cityLeadForm(getCity('nokomis'), 'featured', 'en');
    renderForm(<LeadForm {...islandProps(nokomis)} city="Nokomis" />);
    await fillHomeLead(user);
    await user.type(screen.getByRole('textbox', { name: /zip/i }), '34275');
    await user.selectOptions(screen.getByRole('combobox', { name: /what do you need/i }), 'spring-replacement');
    await user.click(screen.getByRole('button', { name: nokomis.submitLabel }));
    await respond();
    const status = await screen.findByRole('status', { name: nokomis.messages.success.title });
    expect(status).toHaveTextContent(nokomis.messages.success.description);
    const body = JSON.parse((fetchMock.mock.calls[0] as unknown as [string, RequestInit])[1].body as string);
    expect(body).toMatchObject({ service: 'spring-replacement', zipCode: '34275', cityContext: 'Nokomis' });
    await user.click(within(status).getByRole('button', { name: words.confirmation.sendAnother }));
    expect(screen.getByRole('combobox', { name: /what do you need/i })).toHaveValue('');
  });
});

describe('LeadForm on a Spanish page', () => {
  const spanish = emergencyForm('es');
  const palabras = leadFormWordsIn('es');

  it('shows its words in Spanish and posts without JavaScript with the same field names, its language and the Spanish thank-you page', () => {
    renderForm(<LeadForm {...islandProps(spanish)} />);
    const name = screen.getByRole('textbox', { name: new RegExp(spanish.fields[0].label) });
    expect(name).toHaveAttribute('name', 'fullName');
    const type = screen.getByRole('combobox', { name: spanish.fields[4].label });
    expect(type).toHaveAttribute('name', 'emergencyType');
    expect(
      within(type)
        .getAllByRole('option')
        .map((option) => option.getAttribute('value')),
    ).toEqual(['', ...emergencyForm('en').fields[4].options!.map((option) => option.value)]);
    expect(within(type).getByRole('option', { name: spanish.fields[4].options![1].label })).toHaveValue('stuck-closed');
    expect(screen.getByRole('button', { name: spanish.submitLabel })).toBeInTheDocument();
    expect(screen.getByText(palabras.arrival.legend)).toBeInTheDocument();
    expect(screen.getByLabelText(`${palabras.photos.label} ${palabras.photos.labelNote}`)).toHaveAttribute('type', 'file');
    const form = name.closest('form');
    expect(form?.querySelector('input[name="language"]')).toHaveValue('es');
    expect(form?.querySelector('input[name="_subject"]')).toHaveValue(spanish.subject);
    expect(form?.querySelector('input[name="_next"]')).toHaveValue(`${business.siteUrl}${spanish.thankYouPath}`);
    expect(spanish.thankYouPath).not.toBe(emergencyForm('en').thankYouPath);
  });

  it('sends language "es" and the marked subject, confirms in Spanish, and after a failure offers the request in Spanish', async () => {
    const user = userEvent.setup({ delay: null });
    const { fetchMock, respond } = mockFetch({ status: 500, body: 'busy' });
    renderForm(<LeadForm {...islandProps(spanish)} />);
    await user.type(screen.getByRole('textbox', { name: new RegExp(spanish.fields[0].label) }), 'María González');
    await user.type(screen.getByRole('textbox', { name: new RegExp(spanish.fields[1].label) }), '(941) 555-0199');
    await user.type(screen.getByRole('textbox', { name: new RegExp(spanish.fields[2].label) }), 'maria@example.net');
    await user.type(screen.getByRole('textbox', { name: new RegExp(spanish.fields[3].label) }), '34275');
    await user.selectOptions(screen.getByRole('combobox', { name: spanish.fields[4].label }), spanish.fields[4].options![1].label);
    await user.click(screen.getByRole('button', { name: spanish.submitLabel }));
    await respond();
    const body = JSON.parse((fetchMock.mock.calls[0] as unknown as [string, RequestInit])[1].body as string);
    expect(body).toMatchObject({
      emergencyType: 'stuck-closed',
      language: 'es',
      _subject: spanish.subject,
      source: 'Emergency Service Form',
    });
    expect(await screen.findByText(spanish.messages.failure.title)).toBeInTheDocument();
    const note = document.querySelector('[data-lead-failure]') as HTMLElement;
    expect(note).toHaveTextContent(palabras.unsent.failureNote);
    expect(palabras.spanishHelp).toBeTruthy();
    expect(note).toHaveTextContent(spaced(palabras.spanishHelp!));
    const whatsapp = within(note).getByRole('link', { name: palabras.unsent.whatsapp });
    const text = new URL(whatsapp.getAttribute('href')!).searchParams.get('text');
    expect(text?.split('\n')[0]).toBe(palabras.request.greeting);
    expect(text).toContain(`${spanish.fields[4].label}: ${spanish.fields[4].options![1].label}`);

    global.fetch = jest.fn(async () => ({ ok: true, status: 200, text: async () => '{"success":"true"}' }) as Response);
    await user.click(screen.getByRole('button', { name: spanish.submitLabel }));
    const status = await screen.findByRole('status', { name: spanish.messages.success.title });
    expect(status).toHaveTextContent(spaced(spanish.messages.success.description));
    expect(within(status).getByRole('button', { name: palabras.confirmation.sendAnother })).toBeInTheDocument();
    // Who answers, on which channel and in which language (the fixture: WhatsApp and text in Spanish, calls in English).
    const reply = status.querySelector('[data-lead-reply]');
    expect(reply).toHaveTextContent(spaced(palabras.spanishReply!));
    expect(palabras.spanishReply).toContain(siteWordsIn('es').language.inSpanish);
    expect(palabras.spanishReply).toContain(siteWordsIn('es').language.channels.whatsapp);
    expect(palabras.spanishReply).toContain(siteWordsIn('es').language.phoneInEnglish);
  });
});
