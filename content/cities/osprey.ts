import { business } from '@/content/business';
import { defineCity } from './types';

export const osprey = defineCity({
  slug: 'osprey',
  name: 'Osprey',
  county: 'Sarasota County',
  zipCodes: ['34229'],
  neighbourhoods: ['The Oaks', 'Rivo Lakes', 'Southbay', 'Vamo', 'Bay Street and Historic Spanish Point', 'Blackburn Point', 'Palmer Ranch south'],
  localNotes: [
    {
      title: 'Larger homes, heavier doors',
      text: 'Gated communities such as The Oaks have wide, heavy carriage doors and three-car garages. Heavy doors need springs sized precisely to their weight and openers with the torque to match, or they wear each other out.',
    },
    {
      title: 'Bayfront air along Little Sarasota Bay',
      text: 'Homes west of the Trail, near Historic Spanish Point and Blackburn Point, take humid salt air off the bay. Belt-drive openers and sealed-bearing rollers hold up better there than chain drives and plain steel wheels.',
    },
  ],
  review: {
    quote:
      'We had a custom carriage door installed on our house in The Oaks and a smart opener on all three bays. The crew was careful with the pavers and the door looks like it came with the house.',
    author: 'Elizabeth H.',
    location: 'The Oaks, Osprey',
    rating: 5,
    service: 'Custom door and smart opener installation',
  },
  pages: {
    featured: {
      routes: [
        {
          slug: 'garage-door-service-osprey',
          title: 'Garage Door Service Osprey, FL | Smart Openers & Custom Doors',
          description: 'Osprey garage door service: emergency repairs, smart opener solutions and custom door installations for homes from Rivo Lakes to the bayfront.',
          h1: 'Garage Door Service in Osprey, FL',
        },
      ],
      copy: {
        lead: 'Garage door service for Osprey homes from Rivo Lakes to the bayfront: emergency repairs, smart openers you control from your phone, and custom doors made for your house.',
        cards: [
          {
            title: 'Emergency Repairs',
            text: `Broken springs, snapped cables and doors off track, answered 24/7. We aim to be in Osprey within ${business.emergency.arrivalWindow}, with the parts on board.`,
          },
          {
            title: 'Smart Solutions',
            text: 'Wi-Fi openers with battery backup, phone alerts when the door is left open, and keypads and car buttons paired in the same visit.',
          },
          {
            title: 'Custom Installations',
            text: 'Carriage-house, full-view glass and wood-look steel doors, wind-rated for the coast and finished to suit gated-community guidelines.',
          },
        ],
        services: [
          'Doors off track reset and realigned',
          'Spring replacement matched to heavy doors',
          'Smart opener installation and app setup',
          'New and custom door installation',
          'Opener repair and battery backup',
          'Tune-ups for three-car garages',
        ],
        reasons: [
          'The door shudders, jerks or runs crooked',
          'You want to see and close your garage from your phone',
          'The opener struggles with a heavy carriage door',
          'A spring or cable has snapped',
          'You are replacing a door and need it to match HOA rules',
        ],
        formTitle: 'Schedule Garage Door Service in Osprey',
      },
    },
    short: {
      routes: [
        {
          slug: 'garage-door-osprey',
          title: 'Osprey Garage Door Repair | Off-Track Doors & Springs',
          description: 'Osprey garage door repair for off-track doors, spring replacement, smart openers and new installations, with free estimates and same-day visits.',
          h1: 'Garage Door Repair in Osprey',
        },
      ],
      copy: {
        lead: 'Osprey garage door repair for off-track doors, springs, smart openers and new installations, with same-day visits when you need them.',
        paragraphs: [
          'An off-track door is the most common emergency we see in Osprey, usually after a car nudged the door or a roller finally broke. Please do not try to force it back: the door is under spring tension. Leave it where it is, keep the car out of its way and book a visit.',
          'Along Tamiami Trail and around Historic Spanish Point there are many older homes with single-car garages and original openers. A smart opener is an easy upgrade for them too: it fits the existing rail, adds battery backup and tells your phone when the door opens.',
        ],
      },
    },
  },
  form: {
    zipPlaceholder: '34229',
    select: {
      name: 'service',
      label: 'What do you need?',
      options: [
        { value: 'door-off-track', label: 'Door off track' },
        { value: 'spring-replacement', label: 'Spring replacement' },
        { value: 'smart-opener', label: 'Smart opener' },
        { value: 'new-door-installation', label: 'New door installation' },
        { value: 'not-sure', label: 'Not sure yet' },
      ],
    },
  },
  menuPosition: 7,
  emergencyArea: true,
  detectable: true,
});
