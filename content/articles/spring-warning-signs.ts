import type { BlogSection } from '@/content/blog';

export const springWarningSignsSections: BlogSection[] = [
  {
    heading: 'Why the spring matters more than the opener',
    paragraphs: [
      'Most homeowners think the opener lifts the garage door. It does not. A typical two-car steel door weighs 130 to 200 pounds, and the torsion spring on the bar above the door carries almost all of that weight. The opener only guides a door that the spring has already balanced. When the spring weakens, the opener strains, the door slams, and one morning the door simply will not move.',
      'Springs are rated in cycles: one opening plus one closing. Standard springs last 10,000 to 30,000 cycles, which for a family using the door four or five times a day means roughly six to twelve years. Here on the Gulf coast the humidity and salt air shorten that, because rust on the coils adds friction and eats into the steel. These five signs tell you a spring is near the end.',
    ],
  },
  {
    heading: '1. A gap in the coil',
    paragraphs: [
      'Stand inside the garage with the door closed and look at the spring on the bar above the door. A healthy torsion spring is one tight, continuous coil. A broken one shows a clear gap, often two to four inches wide, where the steel has snapped and the two halves have unwound away from each other.',
      'If you see a gap, stop using the door. The opener may still try to lift it, but it is now lifting the full weight of the door on its own, and that is how opener gears strip and cables jump off their drums.',
    ],
  },
  {
    heading: '2. The door feels heavy or will not stay put',
    paragraphs: [
      'A balanced door stays where you leave it. With the door closed, pull the red emergency release cord so the door is disconnected from the opener, then lift it by hand to about waist height and let go gently. If the door slides down on its own, or you could barely lift it in the first place, the spring has lost tension.',
      'Do this test only if the spring shows no gap. A door with a broken spring can drop suddenly, so keep your hands clear of the sections and never stand under it.',
    ],
  },
  {
    heading: '3. Jerky, crooked or fast movement',
    paragraphs: [
      'Watch the door through a full cycle. A door with a tired spring often starts with a jerk, rises unevenly with one side higher than the other, or drops the last foot or two much faster than it should. On doors with two springs, a crooked door is a classic sign that one of the pair has weakened or broken while the other is still working.',
      'Uneven travel also wears the cables and rollers on the heavier side, so what begins as a spring problem quickly becomes a bigger repair.',
    ],
  },
  {
    heading: '4. Rust, squeaks and dry coils',
    paragraphs: [
      'Rust is the number one reason springs fail early in Southwest Florida. A spring with orange flaking between the coils is grinding against itself every time the door moves. You may hear it as a squeal or a creak from above the door, especially on humid mornings.',
      'A light coat of garage door lubricant on the coils twice a year slows corrosion, and homes within a mile or two of the beach benefit from galvanized or oil-tempered springs with a protective coating. Once the steel is pitted, though, lubricant only buys time.',
    ],
  },
  {
    heading: '5. A loud bang from the garage',
    paragraphs: [
      'Many spring failures happen while nobody is watching. The spring is under the most tension when the door is closed, so it often breaks overnight or while the door is sitting still. Homeowners describe it as a gunshot or a heavy box falling over. If you heard a bang and then found the door would not open, check the spring first.',
    ],
  },
  {
    heading: 'What to do if you spot a warning sign',
    paragraphs: [
      'A torsion spring stores enough energy to break bones. Winding one needs proper winding bars, the right replacement spring for your door’s weight and height, and experience. This is the one garage door repair we always ask homeowners to leave to a technician.',
    ],
    list: [
      'Stop using the opener and unplug it if the door is stuck.',
      'Do not pull on the cables, loosen the set screws on the spring or try to lift a heavy door alone.',
      'Keep children, pets and cars clear of the doorway.',
      'Call us before 3 PM for same-day service, or any time for an emergency.',
    ],
  },
  {
    heading: 'Replace both springs, and consider high-cycle ones',
    paragraphs: [
      'If your door has two springs and one broke, replace both together. They have lifted the same door the same number of times, so the survivor is close to failing too, and pairing a new spring with a worn one leaves the door out of balance.',
      'For busy households, rentals and anyone who uses the garage as the main entrance, high-cycle springs rated for 50,000 cycles or more are worth the small extra cost. They can easily outlast a standard pair by a decade, which means one visit instead of two or three over the life of the door.',
    ],
  },
];
