/** How a bordered link answers the pointer: its edge turns gold and a gold wash fills it. */
export const linkCardHover = 'hover:border-gold-500 hover:bg-gold-50';

/**
 * The link card: a white tile with a light navy edge, the whole tile one link (a city, a
 * service). The caller adds radius, padding and layout; the focus ring is the global one.
 */
export const linkCard = `border border-navy-100 bg-white ${linkCardHover}`;

/** A link that stands on its own line under a section ("More answers in our FAQ"): bold, underlined, a full tap target. */
export const textLink = 'inline-flex min-h-11 items-center font-bold text-navy-800 underline underline-offset-4 hover:text-gold-700';

/** A link inside a sentence ("… — book a visit"): bold and underlined, flowing with the words around it. */
export const inlineLink = 'font-bold whitespace-nowrap text-navy-800 underline underline-offset-4 hover:text-gold-700';
