import { z } from 'zod';
import { projectCategories } from '../project-categories';
import { faqEntry, feature, field, imagePath, line, paragraph, picture, review, sampleFlag, slug, template, usd, words } from './common';

const titledText = z.object({ title: field(words, { label: 'Title' }), text: field(paragraph, { label: 'Text', widget: 'text' }) });

export const reviewsSchema = z.object({
  reviews: field(z.array(review).min(1), {
    label: 'Reviews on /reviews',
    hint: "Your customers' own words. Copy them from your review profile; never write one yourself.",
  }),
});

export const testimonialsSchema = z.object({
  testimonials: field(z.array(review).min(1), {
    label: 'Reviews on the home page',
    hint: 'Three short ones work best; they rotate every 4 seconds.',
  }),
});

export const faqSchema = z.object({
  entries: field(z.array(faqEntry).min(1), {
    label: 'Questions and answers',
    hint: 'Shown on /faq and to search engines. Write {phone} or {price:garage-door-repair} to use the current number or price.',
  }),
});

const servicePrice = z.object({
  service: field(z.string(), { label: 'Service', hint: 'The service page this price belongs to.' }),
  min: field(usd, { label: 'From ($)' }),
  max: field(usd, { label: 'Up to ($)' }),
  openEnded: field(z.boolean().default(false), {
    label: 'Some jobs cost more',
    hint: 'Tick when the largest jobs can cost more than "Up to": the site then says "from $89 to over $500".',
  }),
  low: field(words, { label: 'A job at the low end' }),
  high: field(words, { label: 'A job at the high end' }),
});

export const pricingSchema = z.object({
  placeholder: field(z.boolean(), {
    label: 'Example prices',
    hint: 'Ticked while these are the example ranges the site shipped with. Untick once you have confirmed each one.',
  }),
  currency: field(z.literal('USD'), { label: 'Currency', widget: 'hidden' }),
  services: field(
    z.array(servicePrice.refine((price) => price.max >= price.min, { error: '"Up to" to be at least "From"', path: ['max'] })).min(1),
    {
      label: 'Typical prices',
    },
  ),
  emergencyTripCharge: field(
    z.object({ amount: field(usd, { label: 'Amount ($)' }), text: field(paragraph, { label: 'What it is for', widget: 'text' }) }),
    { label: 'Emergency trip charge' },
  ),
  factors: field(z.array(feature), { label: 'What moves a price' }),
  promises: field(z.array(words), { label: 'Price promises' }),
});

const carouselProject = z.object({
  title: field(words, { label: 'Title' }),
  location: field(line, { label: 'Where' }),
  description: field(paragraph, { label: 'What we did', widget: 'text' }),
  before: field(picture, { label: 'Before' }),
  during: field(picture, { label: 'During' }),
  after: field(picture, { label: 'After' }),
});

const recentProject = z.object({
  title: field(words, { label: 'Title' }),
  location: field(line, { label: 'Where' }),
  client: field(line, { label: 'Customer', hint: "Only with the customer's permission, and only on a real photo." }),
  description: field(paragraph, { label: 'What we did', widget: 'text' }),
  image: field(picture, { label: 'Picture' }),
  category: field(z.enum(projectCategories), { label: 'Kind of job' }),
});

export const projectsSchema = z.object({
  carouselProjects: field(z.array(carouselProject).length(3, { error: 'exactly three projects' }), {
    label: 'Before, during and after (home page)',
  }),
  recentProjects: field(z.array(recentProject).length(6, { error: 'exactly six projects' }), { label: 'Recent projects (home page)' }),
  videoPoster: field(
    picture.extend({
      alt: field(z.string().default(''), {
        label: 'Description',
        hint: 'Leave empty: the play button already says what the picture is for.',
      }),
    }),
    {
      label: 'Picture shown before the video plays',
    },
  ),
});

const galleryProject = z.object({
  title: field(words, { label: 'Title' }),
  location: field(line, {
    label: 'Where',
    hint: 'The town, as its page names it, for example Venice: the photos show on its page and its county page too.',
  }),
  service: field(slug.optional(), {
    label: 'Service page',
    hint: 'Optional: the address of the service page of the work done, for example spring-replacement: the photos show there too.',
  }),
  description: field(paragraph, { label: 'What we did', widget: 'text' }),
  beforeImage: field(picture, { label: 'Before' }),
  afterImage: field(picture, { label: 'After' }),
});

export const gallerySchema = z.object({
  projects: field(z.array(galleryProject).min(3, { error: 'at least three projects' }), {
    label: 'Before-and-after projects',
  }),
});

export const brandsSchema = z.object({
  brands: field(
    z
      .array(
        z.object({
          name: field(line, { label: 'Brand' }),
          logo: field(picture.shape.src, { label: 'Logo picture', widget: 'image' }),
          note: field(words, { label: 'What we do with it' }),
          source: picture.shape.source,
        }),
      )
      .min(1),
    { label: 'Brands we service' },
  ),
});

export const thankYouSchema = z.object({
  lead: field(paragraph, { label: 'Introduction', widget: 'text' }),
  stepsTitle: field(words, { label: 'Heading of the steps' }),
  steps: field(z.array(titledText).min(1), { label: 'What happens next' }),
  urgentNote: field(paragraph, { label: 'Note for urgent cases', widget: 'text' }),
  back: field(words, { label: 'Link back to the home page' }),
});

const person = z.object({
  name: field(line, { label: 'Name', hint: 'As customers will know them, for example "Mike Alvarez".' }),
  role: field(words, { label: 'Role', hint: 'For example "Owner" or "Lead technician".' }),
  line: field(words, { label: 'One line about them', hint: 'Years on the job, what they are known for.' }),
  photo: field(imagePath.optional(), {
    label: 'Photo',
    widget: 'image',
    hint: 'A real photo of this person. Optional: without one, their initials are shown.',
  }),
  sample: sampleFlag,
});

export const teamSchema = z.object({
  owner: field(person, { label: 'Owner', hint: 'Shown on /about-us and the home page once "Example content" is unticked.' }),
  technicians: field(z.array(person), { label: 'Technicians', hint: "The people who come to customers' homes." }),
});

export const reviewRequestSchema = z.object({
  ask: field(paragraph, { label: 'The ask', widget: 'text' }),
  qrAlt: field(template('network'), {
    label: 'Description of the QR code',
    hint: 'Read out by screen readers; {network} is the review site.',
  }),
  qrCaption: field(words, { label: 'Under the QR code' }),
  linkLabel: field(words, { label: 'Above the link' }),
  link: field(template('network'), { label: 'Link text', hint: 'For example "Write a review on {network}".' }),
  stepsTitle: field(words, { label: 'Heading of the steps' }),
  steps: field(z.array(titledText).min(1), { label: 'Steps' }),
  questions: field(paragraph, { label: 'Closing line', widget: 'text' }),
});

export type PricingFile = z.infer<typeof pricingSchema>;
