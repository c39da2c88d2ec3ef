import type { BlogSection } from '@/content/blog';

export const saltAirCareSections: BlogSection[] = [
  {
    heading: 'Why coastal doors wear out first',
    paragraphs: [
      'Salt travels farther than most people think. On a breezy day the Gulf carries fine salt spray a mile or more inland, and it settles on everything in an open garage. Mixed with Florida humidity it forms a thin, wet film that corrodes steel far faster than dry air does. That is why we replace springs and cables on Siesta Key, Englewood, Manasota Key and the homes along Sarasota Bay years before the same parts fail in Parrish or North Port.',
      'The parts that suffer most are the ones made of plain steel and under load: torsion springs, lift cables, bottom brackets, hinges and the ball bearings inside steel rollers. Corrosion on these parts is not cosmetic. A rusted cable frays from the inside, and a rusted bottom bracket can let go while the door is moving.',
    ],
  },
  {
    heading: 'The monthly rinse',
    paragraphs: [
      'The simplest protection costs nothing. Once a month, and after any storm that blows spray inland, rinse the outside of the door with fresh water from a garden hose to wash off the salt film. Use a soft brush and a little mild car soap if the finish looks dull. Avoid pressure washers, which force water into the seals and strip protective coatings.',
      'Open the door afterwards and let it dry in the sun for half an hour so water does not sit in the section joints. Wipe down the tracks with a dry cloth while you are at it.',
    ],
  },
  {
    heading: 'Lubricate the right parts, twice a year',
    paragraphs: [
      'A light lubricant keeps moisture off the metal. Use a garage door spray made with silicone or white lithium, not a general-purpose penetrating oil, which attracts sand and dries out quickly. Every spring and every fall, spray:',
    ],
    list: [
      'the torsion spring coils, along their whole length',
      'the hinges where the sections pivot',
      'the roller bearings, not the nylon wheels themselves',
      'the bearing plates at each end of the spring bar',
      'the lock mechanism and the opener’s chain or screw drive, if it has one',
    ],
  },
  {
    heading: 'What not to lubricate',
    paragraphs: [
      'Never grease the tracks. The rollers are meant to roll in a clean track, and grease collects sand and grit that makes the door stick. Do not spray the lift cables either; lubricant hides the broken strands that tell you a cable is failing. Belt-drive openers also need no lubricant on the belt.',
    ],
  },
  {
    heading: 'Parts that hold up near the Gulf',
    paragraphs: [
      'When parts do need replacing, choosing coastal-grade hardware can double their life. These are the upgrades we recommend to homeowners within a few miles of the water:',
    ],
    list: [
      'galvanized or powder-coated torsion springs instead of bare oil-tempered steel',
      'stainless steel or galvanized lift cables',
      'sealed nylon rollers with stainless bearings, which are also much quieter',
      'stainless steel hinges and fasteners',
      'a vinyl bottom seal in an aluminium retainer, which does not rust like steel retainers',
    ],
  },
  {
    heading: 'Check the opener too',
    paragraphs: [
      'Salt air reaches inside the garage and into the opener. Corroded terminals on the safety sensors are one of the most common reasons a door refuses to close: the sensors lose contact and the opener thinks something is in the way. Wipe the sensor lenses with a soft cloth and look for green or white crust on the wire connections. Openers with a battery backup should have the battery tested each year, because heat and humidity shorten battery life.',
    ],
  },
  {
    heading: 'When to call a technician',
    paragraphs: [
      'Homeowners can rinse, wipe and lubricate safely. Anything involving the springs, cables or bottom brackets should be left to a professional, because those parts hold the door’s full weight under tension. Call us if you notice frayed cable strands, rust flaking from the spring, a bracket with rust eating through the metal, or a door that has started to close unevenly.',
      'Our annual tune-up includes a 26-point inspection that looks for exactly this kind of salt damage, and coastal homes often benefit from a visit every six months. A little attention now is far cheaper than a snapped cable on a Saturday morning.',
    ],
  },
];
