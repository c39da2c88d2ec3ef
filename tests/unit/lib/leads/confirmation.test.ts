import { nextStep } from '@/components/forms/next-step';
import { bookingSettings, business } from '@/lib/content/business';
import { emergencyForm, faqForm, homePromotionForm, reviewForm } from '@/content/forms';
import { getLeadMessages } from '@/content/messages';
import { leadSummary } from '@/lib/leads/summary';

const eastern = (time: string, day = 25) => new Date(`2026-11-${day}T${time}:00-05:00`);

describe('what happens next', () => {
  const home = getLeadMessages('homeLead');
  const answersNow = `Right now our emergency dispatcher answers the phone: the emergency line is open ${business.emergency.availability}.`;

  it('open now: a call within the form’s own promise, and no emergency button', () => {
    expect(nextStep(home, eastern('14:50'), bookingSettings)).toEqual({
      emergencyCall: false,
      lines: ["We're open now, so expect our call within 30 minutes."],
    });
    expect(nextStep(getLeadMessages('cityRequest'), eastern('06:00'), bookingSettings)).toEqual({
      emergencyCall: false,
      lines: ["We're open now, so expect our call within 1 hour."],
    });
  });

  it('after hours: the emergency button, who answers now, then the next opening on the business’s clock', () => {
    expect(nextStep(home, eastern('23:00'), bookingSettings)).toEqual({
      emergencyCall: true,
      lines: [
        answersNow,
        "It's 11 PM here in Florida and the office is closed, so we'll call you after it opens at 6 AM tomorrow (Thu Nov 26).",
      ],
    });
    expect(nextStep(home, eastern('05:30'), bookingSettings)).toEqual({
      emergencyCall: true,
      lines: [answersNow, "It's 5:30 AM here in Florida and the office is closed, so we'll call you after it opens at 6 AM today."],
    });
  });

  it('emergencies are answered at any hour (the button too, after hours); nobody calls back about a review', () => {
    const dispatcher = `A dispatcher is on call ${business.emergency.availability}, so expect our call within minutes.`;
    expect(nextStep(getLeadMessages('emergency'), eastern('23:00'), bookingSettings)).toEqual({ emergencyCall: true, lines: [dispatcher] });
    expect(nextStep(getLeadMessages('emergency'), eastern('12:00'), bookingSettings)).toEqual({
      emergencyCall: false,
      lines: [dispatcher],
    });
    expect(nextStep(getLeadMessages('review'), eastern('23:00'), bookingSettings)).toEqual({ emergencyCall: false, lines: [] });
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
    expect(leadSummary(emergencyForm, fields)).toEqual([
      { label: 'Name', value: 'Maria Gonzalez' },
      { label: 'Phone', value: '(941) 555-0199' },
      { label: 'Arrival window', value: 'Thu Nov 26, 10 AM-12 PM' },
    ]);
    const option = emergencyForm.fields.find((field) => field.name === 'emergencyType')?.options?.[1];
    expect(leadSummary(emergencyForm, { ...fields, emergencyType: option?.value ?? '' })[2]).toEqual({
      label: 'Type of emergency',
      value: option?.label,
    });
  });

  it('shows the phone as people read it, whichever way it was typed; a number it cannot read stays as typed', () => {
    for (const typed of ['9415550199', '941-555-0199', '+1 941 555 0199', '(941)555-0199'])
      expect(leadSummary(emergencyForm, { fullName: 'Ann', phone: typed })[1]).toEqual({ label: 'Phone', value: '(941) 555-0199' });
    expect(leadSummary(emergencyForm, { fullName: 'Ann', phone: '+44 20 7946 0958' })[1].value).toBe('+44 20 7946 0958');
  });

  it('reads each form’s own names: the promotion’s name, the FAQ’s question, a review without a phone', () => {
    expect(leadSummary(homePromotionForm, { name: 'Tom', phone: '941', service: '', time: '' })).toEqual([
      { label: 'Name', value: 'Tom' },
      { label: 'Phone', value: '941' },
    ]);
    expect(leadSummary(faqForm, { fullName: 'Pat', phone: '941', message: 'Do you fix openers?', arrivalWindow: 'ignored' })[2]).toEqual({
      label: 'Your question',
      value: 'Do you fix openers?',
    });
    expect(leadSummary(reviewForm, { fullName: 'Pat', city: 'Venice', rating: '5', review: 'Great' }).map((row) => row.label)).toEqual([
      'Name',
      'Rating',
    ]);
  });
});
