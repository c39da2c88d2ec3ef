/** How a bordered link answers the pointer: its edge turns gold and a gold wash fills it. */
export const linkCardHover = 'hover:border-gold-500 hover:bg-gold-50';

/**
 * The link card: a white tile with a light navy edge, the whole tile one link (a city, a
 * service). The caller adds radius, padding and layout; the focus ring is the global one.
 */
export const linkCard = `border border-navy-100 bg-white ${linkCardHover}`;
