// The Google profile customers read and write reviews on, from one place id in the business
// record: the review card (/review-us) and the links on /reviews and the home page all use it.

/** The place id the site ships with until the owner puts in their own. */
export const placeholderPlaceId = 'PLACEHOLDER_PLACE_ID';

export interface ReviewProfile {
  network: string;
  /** Where people read the reviews. */
  url: string;
  /** Where people write one. */
  writeUrl: string;
}

export function isPlaceholderPlaceId(placeId: string): boolean {
  return !placeId.trim() || /PLACEHOLDER/i.test(placeId);
}

/**
 * Google's own addresses for a place id: its Maps listing and its review form. While the id is
 * still the placeholder, both search Google Maps for the business by name and town, so neither
 * link leads nowhere and both lead to the same place.
 */
export function googleProfile(placeId: string, { name, town }: { name: string; town: string }): ReviewProfile {
  const maps = 'https://www.google.com/maps/search/?api=1';
  if (isPlaceholderPlaceId(placeId)) {
    const search = `${maps}&query=${encodeURIComponent(`${name} ${town}`)}`;
    return { network: 'Google', url: search, writeUrl: search };
  }
  const id = encodeURIComponent(placeId.trim());
  return {
    network: 'Google',
    url: `${maps}&query=${encodeURIComponent(name)}&query_place_id=${id}`,
    writeUrl: `https://search.google.com/local/writereview?placeid=${id}`,
  };
}
