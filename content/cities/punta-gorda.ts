import { defineCity } from './types';

export const puntaGorda = defineCity({
  slug: 'punta-gorda',
  name: 'Punta Gorda',
  county: 'Charlotte County',
  zipCodes: ['33950', '33955', '33982', '33983'],
  neighbourhoods: ['Punta Gorda Isles', 'Burnt Store Isles', 'Burnt Store Marina', 'Deep Creek', 'Seminole Lakes', 'Solana', 'Charlotte Park', 'Historic District'],
  localNotes: [
    {
      title: 'Storm history that shapes every door',
      text: 'Hurricane Charley’s eyewall crossed Punta Gorda in 2004 and Ian flooded the canals in 2022. Many garage doors failed in those storms and were replaced in a hurry; we still find doors without a wind-load label, or with struts missing, and bring them up to current code.',
    },
    {
      title: 'Canal homes in the Isles',
      text: 'In Punta Gorda Isles and Burnt Store Isles the garage often faces the prevailing wind off Charlotte Harbor. Impact-rated doors with reinforced struts and a heavy-duty opener are the safe combination here.',
    },
  ],
  review: {
    quote:
      'Our old door had no wind rating at all. They measured, pulled the permit and installed an impact-rated door with the label on it for our insurance. The crew was on time and finished in a day.',
    author: 'Gary W.',
    location: 'Punta Gorda Isles',
    rating: 5,
    service: 'Hurricane-rated door installation',
  },
  pages: {
    long: {
      routes: [
        {
          slug: 'garage-door-punta-gorda',
          title: 'Garage Door Repair Punta Gorda, FL | Storm-Ready Doors',
          description: 'Punta Gorda garage door repair and replacement for Punta Gorda Isles, Burnt Store and Deep Creek: springs, openers and hurricane-rated doors.',
          h1: 'Garage Door Repair in Punta Gorda, FL',
        },
      ],
      copy: {
        lead: 'Storm-ready garage doors and fast repairs for Punta Gorda Isles, Burnt Store, Deep Creek and the Historic District: springs, openers and hurricane-rated replacements.',
        services: [
          'Hurricane-rated door upgrades with labels for your insurer',
          'Broken spring replacement with corrosion-resistant springs',
          'Opener repair, including battery backup for storm power cuts',
          'Doors off track reset and tracks reinforced',
          'Panel and strut repair after wind damage',
        ],
        whyChoose: [
          'We document wind ratings for insurance and permit inspections',
          'A real person answers around the clock during storm season',
          'Upfront pricing before any work begins',
          'Licensed and insured for Charlotte County',
          'Technicians who know canal-front and golf-course homes alike',
        ],
      },
    },
  },
  form: {
    zipPlaceholder: '33950',
    select: {
      name: 'service',
      label: 'What do you need?',
      options: [
        { value: 'broken-spring', label: 'Broken spring' },
        { value: 'hurricane-door-upgrade', label: 'Hurricane-rated door upgrade' },
        { value: 'opener-issue', label: 'Opener issue' },
        { value: 'door-off-track', label: 'Door off track' },
        { value: 'not-sure', label: 'Not sure yet' },
      ],
    },
  },
  menuPosition: 9,
  emergencyArea: true,
  detectable: true,
});
