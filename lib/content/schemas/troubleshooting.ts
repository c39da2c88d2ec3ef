import { z } from 'zod';
import { field, group, longText, slug, text } from './common';

/**
 * 'emergency': unsafe to use or to leave; call before doing anything.
 * 'soon': book a visit; it becomes an emergency if it traps a car or leaves the house open.
 * 'routine': safe to live with for a few days.
 */
const urgencies = ['emergency', 'soon', 'routine'] as const;

/** Safety advice is the point of the guide: a symptom without it does not build. */
const advice = (label: string, missing: string) =>
  field(z.array(longText('Point')).min(1, { error: missing }), { label, hint: 'One point per line; at least one.' });

const symptom = z.object({
  slug: field(slug, {
    label: 'Short name in the web address',
    hint: "Lower-case words joined by dashes, for example door-wont-open. The section's address and the value the request form sends.",
  }),
  title: text('Heading', 'In the homeowner\'s words, for example "The door won’t open".'),
  label: text('Short name', "Shown in the list of symptoms and in the request form's choice."),
  means: longText('What it usually means'),
  checks: advice('Safe to check yourself', 'at least one safe check (a symptom needs its safety advice)'),
  never: advice('Never do this', 'at least one thing never to do (a symptom needs its safety advice)'),
  urgency: field(z.enum(urgencies), {
    label: 'How urgent',
    optionLabels: { emergency: 'Emergency: call first', soon: 'Book a visit soon', routine: 'Not urgent' },
  }),
  urgencyText: longText('What to do now'),
  service: field(slug, { label: 'Service page that covers the repair', hint: 'Its web address, for example spring-replacement.' }),
});

export const troubleshootingSchema = z.object({
  hero: group('Top of the page', {
    eyebrow: text('Small line above the heading', 'The heading is the guide\'s "Page heading" in Other pages.'),
    lead: longText('Introduction'),
    call: text('Call button'),
  }),
  safety: group('The rules before any symptom', {
    title: text('Heading'),
    rules: field(z.array(longText('Rule')).min(1), { label: 'Rules' }),
  }),
  jumpList: group('List of symptoms', {
    title: text('Heading'),
    emergency: text('Mark beside an emergency'),
  }),
  section: group('Headings inside each symptom', {
    means: text('What it usually means'),
    checks: text('Safe to check yourself'),
    never: text('Never do this'),
    callFirst: text('Call button on an emergency', 'For example "Call first: {phone}".'),
    request: text('Button that goes to the form'),
  }),
  urgency: group('How urgent, as the page says it', {
    emergency: text('Emergency'),
    soon: text('Soon'),
    routine: text('Not urgent'),
  }),
  symptoms: field(z.array(symptom).min(1), {
    label: 'Symptoms',
    hint: 'One section each, in this order. Every symptom needs at least one safe check and one thing never to do.',
  }),
  form: group('Request form', { title: text('Heading'), intro: longText('Introduction') }),
  searchNames: group(
    'Names search engines read',
    { topic: text('What the page is about'), list: text('Name of the list of symptoms') },
    'Not shown on the page: search engines read them with the list of symptoms.',
  ),
  guideLink: group('Link to this guide from the service pages', {
    question: text('Question before the link'),
    link: text('Link'),
  }),
});

export type TroubleshootingWords = z.infer<typeof troubleshootingSchema>;
export type Symptom = z.infer<typeof symptom>;
export type Urgency = Symptom['urgency'];
