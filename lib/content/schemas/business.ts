import { z } from 'zod';
import { field, group, httpsUrl, line, paragraph, sampleFlag, text, zipCode, words } from './common';
import { type PhoneNumber, usPhone } from './phone';
import { googleProfile, type ReviewProfile } from '../../facts/review-profile';

/** A day of the week, as the booking days and a county's crew days are written. */
export const weekday = z.enum(['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat']);

const time = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, { error: 'a time written as HH:MM on a 24-hour clock, for example 06:00' });

const optionalPhone = z.union([z.literal(''), usPhone]).optional();

const businessFile = z.object({
  placeholder: field(z.boolean(), {
    label: 'Still the example business',
    hint: 'Ticked while the details below are the examples the site shipped with. Untick once every detail is yours.',
  }),
  name: field(line, { label: 'Business name', hint: 'As customers know you; shown in the header, the footer and search results.' }),
  legalName: field(line, { label: 'Legal name', hint: 'The registered company name, used in the privacy policy.' }),
  tagline: field(words, { label: 'Tagline', hint: 'One short line shown beside the logo.' }),
  phone: field(usPhone, {
    label: 'Phone number',
    hint: 'The number customers call; shown on every page. A US number with its area code.',
  }),
  textNumber: field(optionalPhone, {
    label: 'Text message number',
    hint: 'Leave empty to take texts on the phone number above.',
  }),
  whatsappNumber: field(optionalPhone, {
    label: 'WhatsApp number',
    hint: 'Leave empty to use the phone number above for WhatsApp.',
  }),
  email: field(z.email({ error: 'an e-mail address such as office@your-company.com' }), {
    label: 'E-mail',
    hint: 'Where requests from the forms arrive, and the address shown in the footer.',
  }),
  siteUrl: field(httpsUrl, {
    label: 'Website address',
    hint: 'Your domain, for example https://www.your-company.com. Search results and shared links use it.',
  }),
  foundedYear: field(z.number().int().min(1900).max(2100), {
    label: 'Year founded',
    hint: 'Years of experience on the pages are counted from it.',
  }),
  licence: field(
    z.object({
      number: field(line, {
        label: 'Contractor license number',
        hint: 'Your Florida contractor license, for example CGC1234567. Shown wherever the site says "licensed": the footer of every page, the trust lines, About and the FAQ.',
      }),
      sample: sampleFlag,
    }),
    { label: 'License', hint: 'A visitor can look the number up with the state; the go-live check lists it while it is the example.' },
  ),
  address: field(
    z.object({
      locality: field(line, { label: 'Town or city' }),
      region: field(z.string().regex(/^[A-Z]{2}$/, { error: 'a two-letter state code such as FL' }), { label: 'State' }),
      postalCode: field(zipCode, { label: 'ZIP code' }),
      country: field(z.literal('US'), { label: 'Country', widget: 'hidden' }),
      sample: sampleFlag,
    }),
    { label: 'Office address', hint: 'Where the office is; search engines show it.' },
  ),
  hours: field(
    z.object({
      days: field(words, { label: 'Days open', hint: 'As shown to visitors, for example "Every day".' }),
      label: field(words, { label: 'Hours as shown', hint: 'For example "6:00 AM – 10:00 PM".' }),
      opens: field(time, { label: 'Opens at', hint: '24-hour clock, for example 06:00.' }),
      closes: field(time, { label: 'Closes at', hint: '24-hour clock, for example 22:00.' }),
      sample: sampleFlag,
    }),
    { label: 'Opening hours' },
  ),
  booking: field(
    z
      .object({
        timeZone: field(
          z.string().refine((zone) => Intl.supportedValuesOf('timeZone').includes(zone), { error: 'a time zone such as America/New_York' }),
          {
            label: 'Time zone',
            hint: "Florida's Gulf Coast north of the Panhandle is America/New_York.",
          },
        ),
        sameDayCutoff: field(time, {
          label: 'Same-day cutoff',
          hint: 'Requests before this time may still be booked for today, for example 15:00.',
        }),
        windowHours: field(z.number().int().min(1).max(8), {
          label: 'Arrival window (hours)',
          hint: 'How long each window customers pick is, for example 2.',
        }),
        firstWindowStart: field(time, { label: 'First window starts', hint: 'For example 08:00.' }),
        lastWindowStart: field(time, { label: 'Last window starts', hint: 'For example 16:00 (for a 4-6 PM window).' }),
        workDays: field(z.array(weekday).min(1), {
          label: 'Days you work',
          hint: 'Windows are offered on these days only.',
        }),
        daysAhead: field(z.number().int().min(1).max(30), { label: 'Days ahead', hint: 'How many days after today customers can pick.' }),
      })
      .refine((booking) => booking.firstWindowStart <= booking.lastWindowStart, {
        error: 'the last window to start after the first',
        path: ['lastWindowStart'],
      }),
    { label: 'Booking', hint: 'The arrival windows the request forms offer ("When can we come?").' },
  ),
  emergency: field(
    z.object({
      availability: field(words, { label: 'When emergencies are answered', hint: 'For example "24/7, 365 days a year".' }),
      shortHours: field(z.string().trim().min(1).max(12), {
        label: 'Emergency hours in a word',
        hint: 'For example "24/7". Shown on the call button at the foot of every phone screen and at the top of the home page.',
      }),
      arrivalWindow: field(words, { label: 'Emergency arrival aim', hint: 'For example "1-2 hours".' }),
      sample: sampleFlag,
    }),
    { label: 'Emergency service' },
  ),
  rating: field(
    z.object({
      value: field(z.number().min(1, { error: 'a rating from 1 to 5' }).max(5, { error: 'a rating from 1 to 5' }), {
        label: 'Average rating',
        hint: 'Your average star rating on your public review profile, for example 4.9.',
      }),
      count: field(z.number().int().min(1), { label: 'Number of reviews', hint: 'How many reviews that average is from.' }),
      best: field(z.literal(5), { label: 'Best possible rating', widget: 'hidden' }),
      sample: sampleFlag,
    }),
    { label: 'Rating', hint: 'Shown on the home page and to search engines: it must match your real review profile.' },
  ),
  payment: field(
    z.object({
      methods: field(z.array(words).min(1), { label: 'Payment methods', hint: 'One per line, for example "Cash".' }),
      emergencyPricing: field(paragraph, { label: 'Emergency pricing', widget: 'text' }),
      sample: sampleFlag,
    }),
    { label: 'Payment' },
  ),
  warranty: field(
    z.object({
      label: field(words, { label: 'Warranty in a few words' }),
      detail: field(paragraph, { label: 'Warranty details', widget: 'text' }),
      sample: sampleFlag,
    }),
    { label: 'Warranty' },
  ),
  offer: field(
    z.object({
      percent: field(z.number().int().min(1).max(90), { label: 'Discount (%)' }),
      label: field(words, { label: 'Button text', hint: 'Shown in the header, for example "Get 20% OFF".' }),
      headline: field(words, { label: 'Headline' }),
      terms: field(z.array(words).min(1), { label: 'Terms', hint: 'One condition per line.' }),
      sample: sampleFlag,
    }),
    { label: 'Offer' },
  ),
  spanish: group(
    'Spanish',
    {
      phone: field(z.boolean(), { label: 'Calls are answered in Spanish' }),
      text: field(z.boolean(), { label: 'Text messages are answered in Spanish' }),
      whatsapp: field(z.boolean(), { label: 'WhatsApp messages are answered in Spanish' }),
      email: field(z.boolean(), { label: 'E-mails are answered in Spanish' }),
      sample: sampleFlag,
    },
    'Who answers in Spanish, and where. The Spanish pages promise Spanish only where it is ticked, and say so plainly.',
  ),
  claims: group(
    'Promises',
    {
      licensed: text('License and insurance', 'For example "Licensed & insured". Used as {licensed}.'),
      topRated: text('Rating', 'For example "5-star rated". Used as {topRated}.'),
      sameDay: text('Same-day service', 'For example "Same-day service". Used as {sameDay}.'),
      weekends: text('Same-day and weekend service', 'For example "Same-day & weekend service". Used as {weekends}.'),
      freeEstimates: text('Estimates', 'For example "Free estimates, no hidden fees". Used as {freeEstimates}.'),
      callBack: text('How soon you call back', 'For example "30 minutes", as in "we call back within 30 minutes". Used as {callBack}.'),
      sample: sampleFlag,
    },
    'What the site promises on every page. Tick off "Example content" once each one is true for your business.',
  ),
  social: field(
    z.array(
      z.object({
        network: field(z.enum(['Facebook', 'YouTube']), { label: 'Network' }),
        url: field(httpsUrl, { label: 'Page address' }),
        handle: field(line, { label: 'Name on the network' }),
        sample: sampleFlag,
      }),
    ),
    { label: 'Social profiles', hint: 'Linked from the footer.' },
  ),
  messaging: field(
    z.object({
      app: field(z.literal('WhatsApp'), { label: 'Chat app', widget: 'hidden' }),
      prefilledText: field(words, { label: 'Message the chat button starts with' }),
    }),
    { label: 'Chat button' },
  ),
  promoVideo: field(
    z.object({
      provider: field(z.literal('YouTube'), { label: 'Video site', widget: 'hidden' }),
      videoId: field(z.string().regex(/^[\w-]{11}$/, { error: 'the 11-character id of a YouTube video (after "v=" in its address)' }), {
        label: 'YouTube video id',
        hint: 'The 11 characters after "v=" in the video\'s address.',
      }),
      title: field(words, { label: 'Video title' }),
      spokenIn: field(z.enum(['en', 'es']).default('en'), {
        label: 'Language spoken in the video',
        hint: 'en or es. The Spanish home page shows the video only when it is spoken in Spanish.',
      }),
      sample: sampleFlag,
    }),
    { label: 'Home page video' },
  ),
  googlePlaceId: field(z.string(), {
    label: 'Google place id',
    hint: "Your Google Business Profile's place id (Google's Place ID Finder shows it; it starts with ChIJ). The review card at /review-us and the review links all send customers to this one profile; while it says PLACEHOLDER they search Google Maps for your name.",
  }),
  reviewProfiles: field(
    z
      .array(
        z.object({
          network: field(z.enum(['Yelp', 'Facebook']), { label: 'Network' }),
          url: field(httpsUrl, { label: 'Where people read your reviews' }),
          writeUrl: field(httpsUrl, { label: 'Where people write a review' }),
        }),
      )
      .default([]),
    { label: 'Other review profiles', hint: 'Yelp or Facebook, shown after Google.' },
  ),
});

/**
 * The business as the site reads it: phone numbers in both forms, the chat number in digits, the
 * review profiles with Google's first, and which message channels have a number of their own
 * (`ownNumber`: an empty one goes to the main line, which a Spanish page says).
 */
export const businessSchema = businessFile.transform(({ textNumber, whatsappNumber, messaging, ...rest }) => {
  const text: PhoneNumber = textNumber || rest.phone;
  const whatsapp: PhoneNumber = whatsappNumber || rest.phone;
  // Google first, from its place id (lib/facts/review-profile.ts), then the others as written.
  const google = googleProfile(rest.googlePlaceId, { name: rest.name, town: `${rest.address.locality} ${rest.address.region}` });
  const reviewProfiles: ReviewProfile[] = [google, ...rest.reviewProfiles];
  const ownNumber = { text: Boolean(textNumber), whatsapp: Boolean(whatsappNumber) };
  return { ...rest, reviewProfiles, textNumber: text, ownNumber, messaging: { ...messaging, number: whatsapp.e164.slice(1) } };
});

export type Business = z.infer<typeof businessSchema>;
