import { business } from '@/lib/content/business';
import { googleProfile, placeholderPlaceId } from '@/lib/facts/review-profile';

const facts = { name: 'Gulf Coast Garage Doors', town: 'Sarasota FL' };

describe('the Google profile, from one place id', () => {
  it('reads and writes reviews on the same place: its Maps listing and its review form', () => {
    const profile = googleProfile('ChIJN1t_tDeuEmsRUsoyG83frY4', facts);
    expect(profile.url).toBe(
      'https://www.google.com/maps/search/?api=1&query=Gulf%20Coast%20Garage%20Doors&query_place_id=ChIJN1t_tDeuEmsRUsoyG83frY4',
    );
    expect(profile.writeUrl).toBe('https://search.google.com/local/writereview?placeid=ChIJN1t_tDeuEmsRUsoyG83frY4');
  });

  it('while the id is the placeholder, both links search Google Maps for the business, never a broken review form', () => {
    const profile = googleProfile(placeholderPlaceId, facts);
    expect(profile.url).toBe('https://www.google.com/maps/search/?api=1&query=Gulf%20Coast%20Garage%20Doors%20Sarasota%20FL');
    expect(profile.writeUrl).toBe(profile.url);
    expect(JSON.stringify(profile)).not.toContain('PLACEHOLDER');
  });

  it('the business record gives the review card and /reviews the profile its own place id makes, Google first', () => {
    const [first] = business.reviewProfiles;
    expect(first).toEqual(
      googleProfile(business.googlePlaceId, { name: business.name, town: `${business.address.locality} ${business.address.region}` }),
    );
  });
});
