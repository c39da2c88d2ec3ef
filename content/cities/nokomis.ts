import { business } from '@/content/business';
import { inspectionLabel } from '@/content/service-copy/inspection';
import { defineCity } from './types';

export const nokomis = defineCity({
  slug: 'nokomis',
  name: 'Nokomis',
  county: 'Sarasota County',
  zipCodes: ['34275'],
  neighbourhoods: ['Casey Key', 'Nokomis Beach', 'Sorrento Shores', 'Calusa Lakes', 'Mission Valley', 'Laurel', 'Pine Ranch East'],
  localNotes: [
    {
      title: 'Between the bay and the Intracoastal',
      text: 'Nokomis homes sit between Dona Bay, the Intracoastal and Casey Key, and the humid air carries salt well inland. Springs and cables here wear out sooner than the same parts in Lakewood Ranch, so we fit coated springs and galvanized cables as standard.',
    },
    {
      title: 'Older ranch homes off Albee Farm Road',
      text: 'Much of inland Nokomis was built in the 1970s and 80s, often with single-car garages and extension springs. We fit safety cables on every extension-spring door we touch, and quote a torsion conversion when the door is heavy enough to need one.',
    },
  ],
  review: {
    quote:
      'Called on a Sunday with the door stuck half open. The technician came out to Sorrento Shores that afternoon, replaced a snapped cable and a worn roller, and checked the whole door. Could not ask for better.',
    author: 'Michael B.',
    location: 'Sorrento Shores, Nokomis',
    rating: 5,
    service: 'Emergency cable repair',
  },
  pages: {
    featured: {
      routes: [
        {
          slug: 'garage-door-service-nokomis',
          title: 'Garage Door Service Nokomis, FL | Repairs & Installation',
          description: 'Garage door service in Nokomis and Casey Key: emergency repairs, new door installation and maintenance tune-ups from a family-owned local company.',
          h1: 'Garage Door Service in Nokomis, FL',
        },
      ],
      copy: {
        lead: 'Family-owned garage door service for Nokomis, Casey Key and Laurel: emergency repairs day or night, new door installation and tune-ups that keep salt air from wearing out your door.',
        cards: [
          {
            title: 'Emergency Repairs',
            text: `A snapped spring or a door stuck open at night does not wait. A real person answers and a technician aims to reach Nokomis within ${business.emergency.arrivalWindow}.`,
          },
          {
            title: 'Installation Services',
            text: 'Hurricane-rated, insulated and carriage-style doors measured, permitted and installed, with the old door hauled away the same day.',
          },
          {
            title: 'Maintenance and Tune-ups',
            text: `A ${inspectionLabel}, lubrication with a salt-resistant grease and balance adjustment, so small wear is caught before it strands your car.`,
          },
        ],
        services: [
          'Doors that will not open or close',
          'Torsion and extension spring replacement',
          'New garage door installation',
          'Opener repair and replacement',
          'Cable, roller and hinge replacement',
          'Remote and keypad programming',
        ],
        reasons: [
          'Your door opens a few feet, then stops or reverses',
          'You heard a loud bang from the garage and the door feels heavy',
          'A cable hangs loose or the door sits crooked',
          'The opener hums but the door does not move',
          'Hurricane season is coming and your door has no wind rating',
        ],
        formTitle: 'Request Service in Nokomis',
      },
    },
    short: {
      routes: [
        {
          slug: 'garage-door-nokomis',
          title: 'Nokomis Garage Door Repair | Springs, Openers, New Doors',
          description: 'Nokomis garage door repair: doors that will not open, spring replacement, openers that stopped working and new doors, scheduled around your day.',
          h1: 'Garage Door Repair in Nokomis',
        },
      ],
      copy: {
        lead: 'Nokomis garage door repair booked around your day: tell us the problem and we call back with a time and a price.',
        paragraphs: [
          'Along Albee Farm Road and Laurel Road we see the same pattern: doors that were installed when the house was built, springs on their last few hundred cycles, and openers that have started to strain. One visit can usually fix the immediate problem and tell you what is likely to fail next.',
          'If the door is not opening at all, please do not keep pressing the remote: a broken spring leaves the opener lifting the full weight of the door, which burns out its gears. Pull the red release only if the door is closed, and call us.',
        ],
      },
    },
  },
  form: {
    zipPlaceholder: '34275',
    select: {
      name: 'service',
      label: 'What do you need?',
      options: [
        { value: 'door-not-opening', label: 'Door not opening' },
        { value: 'spring-replacement', label: 'Spring replacement' },
        { value: 'new-door-needed', label: 'New door needed' },
        { value: 'opener-not-working', label: 'Opener not working' },
        { value: 'not-sure', label: 'Not sure yet' },
      ],
    },
  },
  menuPosition: 11,
  emergencyArea: false,
  detectable: true,
});
