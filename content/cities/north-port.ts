import { defineCity } from './types';

export const northPort = defineCity({
  slug: 'north-port',
  name: 'North Port',
  county: 'Sarasota County',
  zipCodes: ['34286', '34287', '34288', '34289', '34291'],
  neighbourhoods: ['Heron Creek', 'Bobcat Trail', 'Wellen Park', 'Gran Paradiso', 'Warm Mineral Springs', 'Sabal Trace', 'Talon Bay', 'Heritage Oak Park'],
  localNotes: [
    {
      title: 'A fast-growing city of new and older homes',
      text: 'North Port mixes 1980s and 90s houses on quarter-acre lots with brand-new builds in Wellen Park. The older homes often have original springs long past their cycle life; the new ones have doors that are wind-rated but fitted with light openers that strain under the weight.',
    },
    {
      title: 'After Hurricane Ian',
      text: 'Ian’s winds bent tracks and cracked panels all over North Port in 2022, and some doors were patched rather than repaired. If your door has run rough since the storm, we check the tracks for twist and the panels for hidden cracks behind the struts.',
    },
  ],
  review: {
    quote:
      'After the storm our door jumped the track and one panel was creased. They straightened the track, replaced the panel with a matching one and added a strut so it is stronger than before. Everything was explained and the price did not change.',
    author: 'Sandra P.',
    location: 'Heron Creek, North Port',
    rating: 5,
    service: 'Track repair and panel replacement',
  },
  pages: {
    long: {
      routes: [
        {
          slug: 'garage-door-north-port',
          title: 'Garage Door Repair North Port, FL | Springs & Openers',
          description: 'North Port garage door repair and installation: broken springs, off-track doors, opener malfunctions and hurricane-rated doors for newer and older homes.',
          h1: 'Garage Door Repair in North Port, FL',
        },
      ],
      copy: {
        lead: 'North Port garage door repair and installation for older homes and new builds alike: broken springs, doors off track, opener malfunctions and hurricane-rated replacements.',
        services: [
          'Broken spring replacement, including conversions from extension to torsion springs',
          'Doors off track reset and storm-bent tracks replaced',
          'Opener malfunctions fixed, and heavier-duty openers for wind-rated doors',
          'New impact-rated doors with wind-load labels for your permit',
          'Panel replacement and reinforcement struts after storm damage',
        ],
        whyChoose: [
          'We answer the phone on weekends, when most spring breaks happen',
          'Storm-damage experience from the Ian and Milton clean-ups',
          'Upfront pricing, with every step explained before we start',
          'Licensed and insured technicians who live in south Sarasota County',
          'Free estimates for new doors, with no pressure to buy',
        ],
      },
    },
    short: {
      routes: [
        {
          slug: 'garage-door-service-north-port',
          title: 'Garage Door Service in North Port | Local, Licensed Team',
          description: 'Garage door service in North Port from a local team: same-day spring and opener repair, off-track doors reset, and free estimates on new doors.',
          h1: 'Garage Door Service in North Port',
        },
      ],
      copy: {
        lead: 'Local garage door service for North Port: same-day spring and opener repairs, off-track doors reset, and free quotes on new doors.',
        paragraphs: [
          'North Port is spread out, so we schedule by area: tell us whether you are near Wellen Park, off Price Boulevard or east of Toledo Blade and we will give you a realistic arrival window rather than a vague “sometime today”.',
          'Many of our North Port calls are for extension springs on older doors: long springs along each horizontal track. When one breaks it can whip loose, so we fit safety cables through both springs, or offer a torsion conversion if the door is heavy.',
        ],
      },
    },
  },
  form: {
    zipPlaceholder: '34286',
    select: {
      name: 'service',
      label: 'What do you need?',
      options: [
        { value: 'broken-spring', label: 'Broken spring' },
        { value: 'door-off-track', label: 'Door off track' },
        { value: 'need-new-door', label: 'Need a new door' },
        { value: 'opener-malfunction', label: 'Opener malfunction' },
        { value: 'not-sure', label: 'Not sure yet' },
      ],
    },
  },
  menuPosition: 4,
  emergencyArea: true,
  detectable: true,
});
