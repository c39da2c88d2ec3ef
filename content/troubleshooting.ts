import type { ServiceSlug } from '@/lib/content/services';

/**
 * 'emergency': unsafe to use or to leave; call before doing anything.
 * 'soon': book a visit; it becomes an emergency if it traps a car or leaves the house open.
 * 'routine': safe to live with for a few days.
 */
export type Urgency = 'emergency' | 'soon' | 'routine';

/** One symptom of the troubleshooting guide: what it means, what is safe, what never to do. */
export interface Symptom {
  /** The section's anchor and the value the request form sends. */
  slug: string;
  /** The section heading, in the homeowner's words. */
  title: string;
  /** Short label for the jump list and the form's select. */
  label: string;
  means: string;
  checks: readonly string[];
  never: readonly string[];
  urgency: Urgency;
  urgencyText: string;
  /** The service page that covers the repair. */
  service: ServiceSlug;
}

export const troubleshootingIntro = {
  lead: 'Find what your door is doing, see what it usually means, what is safe to check yourself and what never to do. If it is a broken spring or a loose cable, stop there and call.',
  safetyTitle: 'Two rules before you touch anything',
  safetyRules: [
    'If you heard a bang and the door is suddenly heavy, or a cable hangs loose, do not run the opener and do not lift the door.',
    'Never touch the springs, the cables, the drums or the bottom brackets. They hold the weight of the door, often 150 pounds or more, under tension, and they injure people every year.',
  ],
  formTitle: 'Request This Repair',
  formIntro:
    'Tell us how to reach you; the symptom you chose is already filled in. We call back with a time and a price before anyone drives out.',
} as const;

export const symptoms = [
  {
    slug: 'door-wont-open',
    title: 'The door won’t open',
    label: 'Door won’t open',
    means:
      'Most often a broken spring, a tripped opener or the opener’s lock mode. A door that lifts a few inches and stops usually has a broken spring: the opener feels the full weight and its force limit stops it. If nothing happens at all, look at power first. If the motor runs but the door stays put, the opener has been disconnected from the door.',
    checks: [
      'Look at the spring on the bar above the door: a gap of a few inches in the coils means it has broken. If so, go to the broken-spring section and stop.',
      'Check the opener’s power: its light, the outlet in the ceiling, the breaker, and the GFCI outlet in the garage, which trips after a storm or a wash-down.',
      'Look at the wall button: if a lock or vacation light is on, switch it off.',
      'See whether the red release cord has been pulled. If it has, the opener runs without the door.',
    ],
    never: [
      'Do not keep pressing the remote while the door strains: the opener strips its gear trying to lift a door its springs no longer carry.',
      'Do not pull the release and lift the door by hand until you have seen that the springs are whole.',
      'Do not loosen anything attached to the springs or cables.',
    ],
    urgency: 'soon',
    urgencyText:
      'Usually a same-day visit. If a car you need is trapped, or the door is your only way out, call: we treat it as an emergency.',
    service: 'garage-door-repair',
  },
  {
    slug: 'wont-close-or-reverses',
    title: 'The door won’t close, or goes back up',
    label: 'Won’t close or reverses',
    means:
      'The two safety sensors near the floor cannot see each other: one has been knocked out of line, the lenses are dirty or wet, or the low sun shines straight into one of them, which west-facing garages see every late afternoon. Other causes are something in the door’s path, a track bent inward, or a door that has grown stiff so the opener thinks it hit something.',
    checks: [
      'Look at the small lights on the two sensors at the bottom of the tracks: both should glow steadily. A dark or blinking one is out of line or blocked.',
      'Wipe both lenses with a soft cloth and clear bins, leaves, hoses and cobwebs from between them.',
      'Press and hold the wall button: most openers then close the door while you hold it. Keep everyone clear and watch it all the way down.',
      'Look along the tracks for a dent, a loose bracket or a bolt head sticking into the roller’s path.',
    ],
    never: [
      'Do not tape over, bypass or unplug the sensors. They are what stops the door from closing on a child, a pet or a car.',
      'Do not turn the opener’s force setting up to make it close: the reversing is telling you something is wrong.',
    ],
    urgency: 'soon',
    urgencyText: 'Usually a same-day visit. A door that will not close at night leaves the house open: call and we come as an emergency.',
    service: 'motor-opener-repair',
  },
  {
    slug: 'broken-spring',
    title: 'A loud bang, and now the door is heavy',
    label: 'Loud bang, door heavy (broken spring)',
    means:
      'Almost certainly a broken spring. The torsion spring on the bar above the door does the lifting; when it snaps it sounds like a gunshot or a shelf falling, and the door suddenly weighs what it really weighs: 150 to 250 pounds for a typical 16x7 two-car steel door, more if it is insulated or impact-rated. Near the coast, salt air and humidity rust the coils from inside, and springs tend to let go on the first cool morning of the season.',
    checks: [
      'From the floor, look at the spring above the door: a gap of a few inches in the coils means it has broken.',
      'From a distance, see whether the cables are still wound on the drums at both top corners. Do not touch them.',
      'If a car is inside and you need it, call us: we will tell you whether it can wait or which emergency visit fits.',
    ],
    never: [
      'Do not run the opener again: it will strain against the full weight, strip its gear or pull the door crooked.',
      'Do not lift the door by hand or prop it up on wood: without its spring it can drop at any moment.',
      'Do not touch the springs, the winding cones and their set screws, the cables or the bottom brackets. The other spring and the cables are still under tension.',
      'Do not pull the red release while the door is open, even partly: with no spring holding it, the door falls.',
    ],
    urgency: 'emergency',
    urgencyText:
      'Unsafe to use. Call first: a technician brings springs sized for your door, usually the same day, around the clock for emergencies.',
    service: 'spring-replacement',
  },
  {
    slug: 'cable-off-drum',
    title: 'A cable is loose or off its drum',
    label: 'Cable loose or off the drum',
    means:
      'A lift cable has jumped off its drum at a top corner, or frayed through and snapped at the bottom bracket. The door then hangs crooked, one side lower than the other, or jams partway. It usually follows a door closed onto something, a tired spring that let the cable go slack, or rust at the bottom bracket from rain, pool splash and salt spray.',
    checks: [
      'From a distance, look at both top corners: a cable hanging loose, or wound unevenly on its drum.',
      'See whether the bottom of the door is level or one side sits higher.',
      'Unplug the opener so nobody presses a button, and keep children, pets and cars away from the door.',
    ],
    never: [
      'Do not run the door, with the opener or by hand.',
      'Do not try to put a cable back on its drum or rewind it: the spring still pulls on it with hundreds of pounds.',
      'Do not loosen the bottom brackets: the cable is fixed to them under tension.',
      'Do not walk or park under a door that hangs crooked.',
    ],
    urgency: 'emergency',
    urgencyText: 'Unsafe to use. Call first, and leave the door where it is until a technician arrives.',
    service: 'cable-repair',
  },
  {
    slug: 'off-track',
    title: 'The door is off its track or crooked',
    label: 'Off track or crooked',
    means:
      'One or more rollers have left the track. Usually something struck the door (a bumper, a bin, a bicycle), a roller broke, or a loose track bracket let the tracks spread apart. On older doors near the water, rusted roller stems snap and let a section twist out.',
    checks: [
      'Look along both tracks for rollers outside the track, or a section of track bent or pulled from the wall.',
      'Note whether the door is stuck open, closed or halfway, and whether it looks level.',
      'Unplug the opener so nobody tries to run it.',
    ],
    never: [
      'Do not force the door up or down to free it.',
      'Do not bend the track back or push rollers in while the door is up: sections can swing out and fall.',
      'Do not pull the red release while the door is open and off track: the door can drop.',
    ],
    urgency: 'emergency',
    urgencyText: 'A door hanging off its track can fall. Call first; most off-track doors are reset and realigned in one visit.',
    service: 'track-roller-repair',
  },
  {
    slug: 'opener-hums',
    title: 'The opener hums, but nothing moves',
    label: 'Opener hums, nothing moves',
    means:
      'The motor has power but cannot move the door. The most common reason is a broken spring that left the door too heavy. Otherwise the opener’s plastic drive gear has stripped, which chain openers around ten years old do often, the slide lock on the door is shut, or the motor’s start capacitor has failed, which the summer heat in a closed garage speeds up.',
    checks: [
      'Look at the spring above the door first: a gap in the coils means a broken spring.',
      'Check that the door’s own slide lock, the handle or bolt on the inside of the door, is open.',
      'Stop after two tries so the motor does not overheat.',
    ],
    never: [
      'Do not keep pressing the button while it hums.',
      'Do not open the opener’s cover with it plugged in: the capacitor can hold a charge after the power is off.',
      'Do not pull the release and lift the door unless the springs are whole.',
    ],
    urgency: 'soon',
    urgencyText: 'Usually a same-day visit. If the door is stuck open at night or a car is trapped, call: it is an emergency.',
    service: 'motor-opener-repair',
  },
  {
    slug: 'remote-keypad-dead',
    title: 'The remote or keypad does nothing',
    label: 'Remote or keypad dead',
    means:
      'Usually a flat battery, an opener left in lock or vacation mode, or a remote that lost its pairing after a power cut or surge; lightning season takes out a lot of opener receivers here. If the wall button works but nothing wireless does, the receiver or its antenna is the likely cause.',
    checks: [
      'Press the wall button: if the door runs, the opener itself is fine.',
      'Replace the battery in the remote or keypad; most remotes take a coin cell, many keypads a 9-volt.',
      'Look for a lock light on the wall button and switch lock mode off.',
      'Make sure the opener’s thin antenna wire hangs down freely, not tucked against metal.',
      'Pair the remote again with the Learn button on the opener, as its manual describes, standing on a steady step ladder.',
    ],
    never: [
      'Do not leave remotes from a previous owner paired: clear the opener’s memory and pair only the ones you hold.',
      'Do not give your keypad code to anyone you would not give a house key.',
    ],
    urgency: 'routine',
    urgencyText:
      'Not an emergency: use the wall button until we come, or book a visit to program every remote, keypad and car button at once.',
    service: 'remote-keypad',
  },
  {
    slug: 'noisy-door',
    title: 'The door grinds, squeals or bangs',
    label: 'Noisy door',
    means:
      'Grinding and squealing usually mean dry or rusted rollers, hinges and bearings: salt air and humidity strip lubricant fast along the coast. A bang as the door closes means worn rollers or a door out of balance. Rattling is hardware shaken loose by daily use. A new creak from the spring can mean it is close to breaking.',
    checks: [
      'Watch the door run and note where the noise comes from: rollers, hinges, the opener or the spring.',
      'Spray the hinges, roller bearings and spring with a garage door lubricant (lithium or silicone), not a cleaner alone.',
      'Tighten loose bolts on the hinges and on the track brackets along the wall.',
      'With the door fully closed and the springs whole, pull the release and lift the door halfway by hand: if it will not stay there, it is out of balance and needs a technician.',
    ],
    never: [
      'Do not grease the tracks: grease collects sand and makes rollers skid instead of roll.',
      'Do not tighten or loosen the bottom brackets or anything on the spring bar.',
    ],
    urgency: 'routine',
    urgencyText: 'Not an emergency. A tune-up usually quiets it; a new sound from the spring is worth a call sooner.',
    service: 'maintenance',
  },
  {
    slug: 'storm-damage',
    title: 'Storm damage',
    label: 'Storm damage',
    means:
      'Wind pushes a garage door inward, flying debris dents panels, and storm surge or flood water rusts bottom sections, brackets and the opener. A door that flexed in a storm can have bent struts, cracked hinges or tracks pulled from the wall even if it still opens. It is the largest opening of most homes: if it gives way while the wind is still blowing, the pressure inside can lift the roof.',
    checks: [
      'After the storm, look for panels bowed inward, hinges cracked, and tracks pulled away from the wall.',
      'Find the wind-rating label on the edge of the door or on the track: your insurer and the building inspector will ask for it.',
      'Take photos of the damage before anything is moved or repaired.',
      'If water reached the opener or its outlet, switch that circuit off at the panel and leave the opener unplugged.',
    ],
    never: [
      'Do not run the opener on a door that is bowed, cracked or off its tracks.',
      'Do not open a damaged door while the wind is still strong.',
      'Do not touch the opener, its outlet or extension cords that stood in flood water.',
    ],
    urgency: 'emergency',
    urgencyText:
      'A damaged door before or during a storm is an emergency: call first. We brace damaged doors and replace them with wind-rated ones.',
    service: 'garage-door-repair',
  },
] as const satisfies readonly Symptom[];

/** The request form's select: one option per symptom, its value the section's anchor. */
export const symptomOptions = symptoms.map((symptom) => ({ value: symptom.slug, label: symptom.label }));
