import type { BlogSection } from '@/content/blog';

export const hurricanePrepSections: BlogSection[] = [
  {
    heading: 'Why the garage door matters in a hurricane',
    paragraphs: [
      'On most Florida homes the garage door is the largest opening in the house, and often the weakest. When a storm pushes a door in, wind pours into the garage and pressurises the whole structure from the inside. That pressure, pushing up under the roof while the wind pulls at it from outside, is how roofs come off homes that would otherwise have survived. Insurance adjusters and engineers saw it again and again after Charley, Irma and Ian.',
      'The good news is that a garage door is one of the cheapest openings to fix. A wind-rated door, or proper bracing on the door you have, closes the gap before the next storm.',
    ],
  },
  {
    heading: 'What “hurricane-rated” actually means',
    paragraphs: [
      'Since the Florida Building Code took effect in 2002, new and replacement garage doors must resist the wind loads for their location. Every compliant door carries a label, usually on the inside edge of a section or on the vertical track, showing its design pressure: a positive number for wind pushing in and a negative number for wind pulling out, for example +32 / -36 pounds per square foot. It also lists a Florida Product Approval number that your inspector and insurer can look up.',
      'The pressure your door needs depends on its size, the home’s exposure and how close you are to the coast. A home on Casey Key facing open water needs a higher rating than one in a sheltered Lakewood Ranch cul-de-sac. If your door has no label, or the label has faded away, assume it is not rated.',
    ],
  },
  {
    heading: 'Impact-rated versus wind-rated',
    paragraphs: [
      'A wind-rated door resists pressure. An impact-rated door also survives a flying object, tested by firing a piece of lumber at it. Windows in a garage door must be impact-rated glass or the door loses its rating. In most of our area a wind-rated door meets code, but impact protection is worth considering near the water, where roof tiles, patio furniture and palm fronds become projectiles.',
    ],
  },
  {
    heading: 'Your pre-season checklist for June',
    paragraphs: [
      'Hurricane season runs from June 1 to November 30. Walk through this list before it starts, and again if a storm is forecast:',
    ],
    list: [
      'Find the rating label and take a photo of it for your insurance records.',
      'Look for struts, the horizontal steel braces across the inside of each section. Rated doors rely on them, and a missing or bent strut weakens the whole door.',
      'Check the tracks are firmly bolted to the wall and the brackets have no rust through the metal.',
      'Test the door’s balance with the opener disconnected. A door that drifts has a spring problem that should be fixed before a storm, not after.',
      'Inspect the bottom seal. A cracked or flattened seal lets wind-driven rain flood the garage floor.',
      'Make sure the manual lock or slide bolt works, and that everyone at home knows how to use the emergency release cord.',
      'Plan for a power cut: a battery-backup opener lets you get the car out after the grid goes down.',
    ],
  },
  {
    heading: 'Bracing an older door',
    paragraphs: [
      'If your door predates the current code and a replacement is not in the budget this year, a retrofit bracing kit is the next best thing. These are vertical posts that bolt to the floor and the header and lock into the door sections when a storm approaches. They must be matched to your door and installed with the right anchors; a brace that pulls out of the slab does nothing.',
      'Bracing is a stopgap. It needs to be put up and taken down for every storm, and it does nothing if you are away when the warning comes. For a second home or a rental, a rated door is the safer choice.',
    ],
  },
  {
    heading: 'When a storm is on the way',
    paragraphs: [
      'Close the garage door fully and lock it. Park cars inside if there is room, where they are safe from flying debris. Unplug the opener to protect it from surges. Do not leave the door partly open for ventilation: an open gap lets wind into the garage, which is exactly what you are trying to prevent.',
      'After the storm, check the door before you run the opener. A door that was pushed or struck may have bent tracks or stretched cables, and running the motor against a jammed door can make things worse.',
    ],
  },
  {
    heading: 'Upgrading pays for itself',
    paragraphs: [
      'Florida law requires insurers to offer windstorm mitigation discounts, and a documented rated garage door is one of the items an inspector records on the wind mitigation form. Many homeowners find the premium savings cover a good part of the door over a few years, and the home is more attractive to buyers too.',
      'We install wind-rated and impact-rated doors across Southwest Florida and leave you with the product approval paperwork. We can also inspect your current door and tell you honestly whether it needs replacing or just a tune-up before the season starts.',
    ],
  },
];
