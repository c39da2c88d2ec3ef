import { selectField } from '@/content/forms';
import type { ServiceCopy } from './types';

export const trackCopy = {
  lead: 'Off-track, grinding or shaking door? We straighten and realign tracks and fit quiet nylon rollers with sealed bearings that stand up to Gulf Coast humidity.',
  heroAction: 'Get Free Estimate',
  problem: {
    title: 'How doors come off their tracks',
    paragraphs: [
      'Rollers run in two steel tracks, and the door only stays on them while the tracks are parallel and the rollers turn freely. A car bumping the door, a broken roller, a loose bracket or a snapped cable can push a roller out, and then the whole door binds.',
      'Humidity makes it more likely. Cheap steel rollers rust and stop turning, so they scrape along the track instead of rolling, and the extra drag loosens brackets on jambs softened by damp.',
    ],
  },
  signs: {
    title: 'Signs of track or roller problems',
    items: ['Rollers visibly outside the track', 'Grinding, scraping or a rhythmic thump as the door moves', 'The door shakes or wobbles in its tracks', 'Gaps between the rollers and the track on one side', 'Track brackets pulling away from the wall'],
  },
  blocks: [
    { kind: 'list', title: 'Rollers we fit', items: ['Nylon rollers with sealed ball bearings: quiet and rust-free', 'Stainless stems for homes near the Gulf', 'Heavy-duty steel rollers for oversized doors', 'Long-stem rollers where brackets need extra clearance'] },
  ],
  safety: {
    title: 'An off-track door can fall',
    text: 'A door that has left its tracks is held up only by its cables and springs, and it can fall without warning. Do not run the opener, do not try to push the rollers back in, and keep everyone away from the door until it has been secured.',
  },
  visit: {
    title: 'What a track and roller repair includes',
    items: ['The door secured and spring tension released where needed', 'Bent track sections straightened or replaced', 'Tracks plumbed, aligned and re-anchored to solid framing', 'Worn rollers replaced, hinges checked', 'Lubrication, balance check and a safety test'],
  },
  faqs: [
    { question: 'Can a bent track be straightened?', answer: 'Small bends often can. A track that is kinked or twisted is replaced, because it will throw rollers again.' },
  ],
  review: {
    quote: 'My son clipped the door with the car and knocked it off the track. They secured it, replaced one track section and all the rollers with nylon ones, and it runs quieter than ever.',
    author: 'Patricia J.',
    location: 'Southgate, Sarasota',
    rating: 5,
    service: 'Off-track door repair',
  },
  cta: { title: 'Door off its tracks?', text: 'Leave it where it is and call: we secure it and fix it, usually the same day.' },
  form: {
    title: 'Request Track or Roller Repair',
    intro: 'Tell us what the door is doing and we will call back with a time.',
    select: selectField(
      'issueDescription',
      'What is the door doing?',
      [
        { value: 'off-track', label: 'Off its tracks' },
        { value: 'grinding-noise', label: 'Grinding or scraping' },
        { value: 'shaking', label: 'Shaking or wobbling' },
        { value: 'bent-track', label: 'Bent track' },
        { value: 'roller-upgrade', label: 'Upgrade to quiet rollers' },
      ],
      'Select an issue',
    ),
  },
} satisfies ServiceCopy;
