import { nextStep } from '@/components/forms/next-step';
import { bookingSettings, business } from '@/lib/content/business';
import { cityLeadForm, emergencyForm, faqForm, homeLeadForm, homePromotionForm, reviewForm } from '@/lib/forms/definitions';
import { leadFormWordsIn } from '@/lib/forms/island-words';
import { leadSummary } from '@/lib/leads/summary';
import { getCity } from '@/lib/content/cities';

const words = leadFormWordsIn('en');
const text = words.confirmation;
const labels = { ...text, arrivalWindow: words.arrival.summary };
const next = (form: ReturnType<typeof homeLeadForm>, now: Date) => nextStep(form.messages, now, bookingSettings, text, form.locale);

const eastern = (time: string, day = 25) => new Date(`2026-11-${day}T${time}:00-05:00`);

describe('what happens next', () => {
  const home = homeLeadForm('en');
  const answersNow = `Right now our emergency dispatcher answers the phone: the emergency line is open ${business.emergency.availability}.`;

  it('open now: a call within the form’s own promise, and no emergency button', () => {
    expect(next(home, eastern('14:50'))).toEqual({
      emergencyCall: false,
      lines: ["We're open now, so expect our call within 30 minutes."],
    });
    expect(next(cityLeadForm(getCity('venice'), 'long', 'en'), eastern('06:00'))).toEqual({
      emergencyCall: false,
      lines: ["We're open now, so expect our call within 1 hour."],
    });
  });

  it('after hours: the emergency button, who answers now, then the next opening on the business’s clock', () => {
    expect(next(home, eastern('23:00'))).toEqual({
      emergencyCall: true,
      lines: [
        answersNow,
        "It's 11 PM here in Florida and the office is closed, so we'll call you after it opens at 6 AM tomorrow (Thu Nov 26).",
      ],
    });
    expect(next(home, eastern('05:30'))).toEqual({
      emergencyCall: true,
      lines: [answersNow, "It's 5:30 AM here in Florida and the office is closed, so we'll call you after it opens at 6 AM today."],
    });
  });

  it('emergencies are answered at any hour (the button too, after hours); nobody calls back about a review', () => {
    const dispatcher = `A dispatcher is on call ${business.emergency.availability}, so expect our call within minutes.`;
    expect(next(emergencyForm('en'), eastern('23:00'))).toEqual({ emergencyCall: true, lines: [dispatcher] });
    expect(next(emergencyForm('en'), eastern('12:00'))).toEqual({ emergencyCall: false, lines: [dispatcher] });
    expect(next(reviewForm('en'), eastern('23:00'))).toEqual({ emergencyCall: false, lines: [] });
  });

  it('on a Spanish page, in Spanish: the time, the day and the call-back in es-US on the business’s clock', () => {
    const spanish = leadFormWordsIn('es').confirmation;
    const form = homeLeadForm('es');
    expect(nextStep(form.messages, eastern('23:00'), bookingSettings, spanish, 'es')).toEqual({
      emergencyCall: true,
      lines: [
        spanish.answersNow,
        'Ahora estamos cerrados (hora de Florida: 11 p.m.), así que le contestaremos cuando abramos mañana (jue, 26 de nov) a las 6 a.m.',
      ],
    });
    expect(nextStep(form.messages, eastern('14:50'), bookingSettings, spanish, 'es')).toEqual({
      emergencyCall: false,
      lines: ['Estamos abiertos, así que espere nuestra respuesta en 30 minutos.'],
    });
  });

  it('shows the arrival window as the page says it when the page knows it', () => {
    const fields = { fullName: 'María', phone: '941', arrivalWindow: 'Thu Nov 26, 10 AM-12 PM' };
    expect(leadSummary(emergencyForm('es'), fields, labels, 'jue, 26 de nov, 10 a.m.-12 p.m.').at(-1)?.value).toBe(
      'jue, 26 de nov, 10 a.m.-12 p.m.',
    );
  });
});

describe('the summary of a delivered request', () => {
  it('names the person, the phone, the problem under its own label and the window', () => {
    const fields = {
      fullName: 'Maria Gonzalez',
      phone: '(941) 555-0199',
      email: 'm@example.net',
      zipCode: '34275',
      emergencyType: '',
      arrivalWindow: 'Thu Nov 26, 10 AM-12 PM',
    };
    expect(leadSummary(emergencyForm('en'), fields, labels)).toEqual([
      { label: 'Name', value: 'Maria Gonzalez' },
      { label: 'Phone', value: '(941)\u00a0555-\u20600199' },
      { label: 'Arrival window', value: 'Thu Nov 26, 10 AM-12 PM' },
    ]);
    const option = emergencyForm('en').fields.find((field) => field.name === 'emergencyType')?.options?.[1];
    expect(leadSummary(emergencyForm('en'), { ...fields, emergencyType: option?.value ?? '' }, labels)[2]).toEqual({
      label: 'Type of emergency',
      value: option?.label,
    });
  });

  it('shows the phone as people read it, whichever way it was typed; a number it cannot read stays as typed', () => {
    for (const typed of ['9415550199', '941-555-0199', '+1 941 555 0199', '(941)555-0199'])
      expect(leadSummary(emergencyForm('en'), { fullName: 'Ann', phone: typed }, labels)[1]).toEqual({
        label: 'Phone',
        // One unbreakable run: a no-break space, a word joiner after the hyphen.
        value: '(941)\u00a0555-\u20600199',
      });
    expect(leadSummary(emergencyForm('en'), { fullName: 'Ann', phone: '+44 20 7946 0958' }, labels)[1].value).toBe('+44 20 7946 0958');
  });

  it('reads each form’s own names: the promotion’s name, the FAQ’s question, a review without a phone', () => {
    expect(leadSummary(homePromotionForm('en'), { name: 'Tom', phone: '941', service: '', time: '' }, labels)).toEqual([
      { label: 'Name', value: 'Tom' },
      { label: 'Phone', value: '941' },
    ]);
    expect(
      leadSummary(faqForm('en'), { fullName: 'Pat', phone: '941', message: 'Do you fix openers?', arrivalWindow: 'ignored' }, labels)[2],
    ).toEqual({
      label: 'Your question',
      value: 'Do you fix openers?',
    });
    expect(
      leadSummary(reviewForm('en'), { fullName: 'Pat', city: 'Venice', rating: '5', review: 'Great' }, labels).map((row) => row.label),
    ).toEqual(['Name', 'Rating']);
  });

  it('shows the arrival window as the page says it when the page knows it', () => {
    const fields = { fullName: 'María', phone: '941', arrivalWindow: 'Thu Nov 26, 10 AM-12 PM' };
    expect(leadSummary(emergencyForm('es'), fields, labels, 'jue, 26 de nov, 10 a.m.-12 p.m.').at(-1)?.value).toBe(
      'jue, 26 de nov, 10 a.m.-12 p.m.',
    );
  });
});
