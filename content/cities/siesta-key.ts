import { defineCity } from './types';

export const siestaKey = defineCity({
  slug: 'siesta-key',
  name: 'Siesta Key',
  county: 'Sarasota County',
  zipCodes: ['34242'],
  neighbourhoods: ['Siesta Village', 'Crescent Beach', 'Point of Rocks', 'Turtle Beach', 'Sandy Hook', 'Siesta Isles', 'Bay Island'],
  localNotes: [
    {
      title: 'The hardest salt exposure on our routes',
      text: 'On Siesta Key the garage is rarely more than a few hundred yards from the Gulf. Standard springs can rust through in three or four years, aluminium tracks pit, and openers fail from damp circuit boards. We build every repair and installation on the key around that.',
    },
    {
      title: 'Rentals and second homes',
      text: 'Many Siesta Key homes are rentals or owned by people who live here part of the year. We can meet a property manager, send photos of the work, and schedule tune-ups every six months for doors that see heavy rental use.',
    },
  ],
  review: {
    quote:
      'Our rental near Crescent Beach had a door that rusted faster than we could fix it. They replaced the springs, cables and hinges with stainless and coated parts and now do a check every spring and autumn. No more guest complaints.',
    author: 'Karen D.',
    location: 'Crescent Beach, Siesta Key',
    rating: 5,
    service: 'Corrosion-resistant hardware upgrade',
  },
  pages: {
    featured: {
      routes: [
        {
          slug: 'garage-door-siesta-key',
          title: 'Garage Door Service Siesta Key, FL | Salt-Air Experts',
          description: 'Siesta Key garage door repair and installation built for the beach: corrosion-resistant hardware, hurricane-rated doors and 24/7 emergency service.',
          h1: 'Garage Door Service on Siesta Key, FL',
        },
      ],
      copy: {
        lead: 'Garage door repair and installation built for life on the beach: corrosion-resistant hardware, hurricane-rated doors and 24/7 emergency service for Siesta Key homes and rentals.',
        cards: [
          {
            title: 'Corrosion-Proof Repairs',
            text: 'Stainless hinges, galvanized cables, coated springs and sealed-bearing rollers replace the rusted parts that fail first on the key.',
          },
          {
            title: 'Hurricane-Rated Doors',
            text: 'Impact-rated doors with the wind-load label your insurer and the county inspector ask for, installed with the reinforcement struts they require.',
          },
          {
            title: 'Rental Property Care',
            text: 'Twice-yearly tune-ups, photo reports for absent owners and a 24/7 line for property managers when a guest is locked out of the garage.',
          },
        ],
        services: [
          'Rusted springs, cables and hinges replaced',
          'Hurricane-rated door installation',
          'Opener repair and moisture-resistant replacements',
          'Doors off track and bent tracks repaired',
          'Keypads for rental check-in',
          'Maintenance plans for rentals and second homes',
        ],
        reasons: [
          'Orange rust streaks on the springs or cables',
          'The door is louder or slower than last season',
          'You are getting ready for hurricane season',
          'A guest or tenant reports the door will not open',
          'Your insurer asks for a wind-rated door',
        ],
        formTitle: 'Book Garage Door Service on Siesta Key',
      },
    },
  },
  form: {
    zipPlaceholder: '34242',
    select: {
      name: 'service',
      label: 'What do you need?',
      options: [
        { value: 'corroded-hardware', label: 'Rusted or corroded hardware' },
        { value: 'spring-replacement', label: 'Spring replacement' },
        { value: 'hurricane-door-installation', label: 'Hurricane-rated door installation' },
        { value: 'opener-issue', label: 'Opener issue' },
        { value: 'not-sure', label: 'Not sure yet' },
      ],
    },
  },
  menuPosition: 5,
  emergencyArea: true,
  detectable: false,
});
