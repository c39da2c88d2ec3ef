import { z } from 'zod';
import { field, group, longText, text, textList, textWith } from './common';

const point = z.object({ title: text('Title'), text: longText('Text') });
const points = (label: string) => field(z.array(point).min(1), { label });
const paragraphs = (label: string) => field(z.array(longText('Paragraph')).min(1), { label });
const form = group('Form at the bottom', { title: text('Heading'), intro: longText('Introduction') });

/** The two About pages: /about-us (the family and contact) and /about (the technicians and a visit). */
export const aboutSchema = z.object({
  aboutUs: group('About us & contact (/about-us)', {
    eyebrow: text('Small line above the page heading'),
    whoWeAre: group('Who we are', {
      eyebrow: text('Small line above the heading'),
      title: text('Heading'),
      paragraphs: paragraphs('Paragraphs'),
      facts: field(
        z
          .array(z.object({ value: text('Figure', 'Write a token such as {foundedYear} for a fact.'), label: text('Above the figure') }))
          .length(4, { error: 'exactly four figures' }),
        { label: 'Four figures beside the story' },
      ),
    }),
    differences: group('What makes us different', {
      eyebrow: text('Small line above the heading'),
      title: text('Heading'),
      points: points('Points'),
    }),
    mission: group('Mission', { title: text('Heading'), text: longText('Text') }),
    areas: group('Areas we serve', { title: text('Heading'), intro: longText('Introduction') }),
    callBox: group('Call box', {
      title: text('Heading'),
      text: textWith(['openDays'], 'Text', '{openDays} is your office days from Business details, in lower case.'),
      textUs: text('Text button'),
    }),
    form,
  }),
  about: group('The team (/about)', {
    contact: text('Button that goes to the form'),
    technicians: group(
      'Our technicians',
      { title: text('Heading'), paragraphs: paragraphs('Paragraphs') },
      'Shown, with the people of Team, once Team holds real people (not "Example content"); until then the page says nothing about them.',
    ),
    credentials: group('What stands behind every visit', { title: text('Heading'), items: textList('Points') }),
    visit: group('How a visit works', { title: text('Heading'), steps: points('Steps') }),
    form,
  }),
});

export type AboutWords = z.infer<typeof aboutSchema>;
export type AboutPoint = z.infer<typeof point>;
