import { defineCity } from './types';

export const sarasota = defineCity({
  slug: 'sarasota',
  name: 'Sarasota',
  county: 'Sarasota County',
  zipCodes: ['34230', '34231', '34232', '34233', '34234', '34235', '34236', '34237', '34238', '34239', '34241', '34242', '34243'],
  neighbourhoods: ['Gulf Gate', 'Southgate', 'Palmer Ranch', 'The Meadows', 'Laurel Park', 'Arlington Park', 'Bee Ridge', 'Lido Key and St. Armands'],
  localNotes: [
    {
      title: 'Mid-century block homes, original door openings',
      text: 'Many houses in Southgate and Arlington Park were built in the 1950s and 60s with openings that are an inch or two off today’s stock sizes. We measure the rough opening and the headroom before quoting, so a new door fits the frame instead of being forced into it.',
    },
    {
      title: 'Wind-load rules in Sarasota County',
      text: 'A replacement door here has to meet the Florida Building Code wind-load rating for your address. Homes west of the Tamiami Trail and on the keys usually need a higher design pressure than a house in The Meadows; we pull the permit and attach the product approval to it.',
    },
  ],
  review: {
    quote:
      'Our torsion spring snapped at 7 in the morning with both cars inside. The technician was in Gulf Gate before 10, showed us the rusted old spring, replaced both and had the door balanced and quiet before lunch. The price was exactly what they said on the phone.',
    author: 'Linda M.',
    location: 'Gulf Gate, Sarasota',
    rating: 5,
    service: 'Torsion spring replacement',
  },
  pages: {
    long: {
      routes: [
        {
          slug: 'garage-door-sarasota',
          title: 'Garage Door Repair Sarasota, FL | Same-Day & 24/7 Service',
          description: 'Garage door repair and installation in Sarasota, from Gulf Gate to Palmer Ranch: springs, openers, off-track doors and hurricane-rated doors. Free quotes.',
          h1: 'Garage Door Repair in Sarasota, FL',
        },
      ],
      copy: {
        lead: 'From Lido Key condos to Palmer Ranch family homes, we fix broken springs, tired openers and doors knocked off their tracks, usually the same day you call, with the price agreed before we start.',
        services: [
          'Torsion and extension spring replacement, always in matched pairs',
          'Off-track and jammed doors reset, tracks straightened or replaced',
          'Opener repair and new belt-drive or wall-mount openers',
          'Hurricane-rated replacement doors sized to older Sarasota openings',
          'Cable, roller and hinge replacement with corrosion-resistant parts',
          'Remote, keypad and car-button programming',
        ],
        whyChoose: [
          'Technicians based in Sarasota, not dispatched from Tampa',
          'A fixed price on the phone or at the door before any work starts',
          'Same-day visits on weekdays and weekends, and a 24/7 emergency line',
          'Licensed, insured and background-checked staff',
          'Stainless and galvanized hardware chosen for salt air near the bay',
        ],
      },
    },
    short: {
      routes: [
        {
          slug: 'garage-door-service-sarasota',
          title: 'Garage Door Service in Sarasota | Book a Technician',
          description: 'Book garage door service in Sarasota online or by phone: spring repair, opener issues and off-track doors handled by a local, licensed and insured team.',
          h1: 'Garage Door Service in Sarasota',
        },
      ],
      copy: {
        lead: 'Tell us what your door is doing and we will book a Sarasota technician for today or tomorrow, with the price confirmed before any work.',
        paragraphs: [
          'Most calls we take in Sarasota are one of three things: a spring that snapped with a bang, an opener that hums but does not lift, or a door that slipped out of its track after someone backed into it. All three are usually fixed in a single visit because our vans carry springs, cables, rollers and opener boards for the common door sizes in the city.',
          'If you live in one of the older neighbourhoods near the Trail, expect us to check the wood jambs as well: decades of humidity soften the frame where the track brackets are screwed in, and a new spring on a loose bracket will not stay aligned for long.',
          'Not sure what is wrong? Pick “Not sure yet” in the form, describe the noise or the movement, and the technician arrives with the likely parts.',
        ],
      },
    },
  },
  form: {
    zipPlaceholder: '34236',
    select: {
      name: 'service',
      label: 'What do you need?',
      options: [
        { value: 'spring-repair', label: 'Spring repair' },
        { value: 'door-stuck-off-track', label: 'Door stuck or off track' },
        { value: 'opener-issue', label: 'Opener issue' },
        { value: 'full-replacement', label: 'Full door replacement' },
        { value: 'not-sure', label: 'Not sure yet' },
      ],
    },
  },
  menuPosition: 1,
  emergencyArea: true,
  detectable: true,
});
