import { defaultCity } from '@/lib/service-area/city-match';
import { detectionCityNames } from '@/lib/content/cities';
import {
  cityAt,
  detectCity,
  geolocationErrors,
  geolocationOptions,
  placeNameFrom,
  reverseGeocodeUrl,
} from '@/lib/service-area/geolocation';

function jsonResponse(body: unknown, ok = true): Response {
  return { ok, json: async () => body } as Response;
}

function fakeGeolocation(
  outcome: { latitude: number; longitude: number } | { message: string },
): Geolocation & { options?: PositionOptions } {
  const geo = {
    options: undefined as PositionOptions | undefined,
    getCurrentPosition(success: PositionCallback, failure?: PositionErrorCallback | null, options?: PositionOptions) {
      geo.options = options;
      if ('message' in outcome) failure?.({ code: 1, message: outcome.message } as GeolocationPositionError);
      else success({ coords: outcome } as GeolocationPosition);
    },
    watchPosition: () => 0,
    clearWatch: () => undefined,
  };
  return geo;
}

describe('reverse geocoding', () => {
  it('asks with latitude, longitude and English names', () => {
    const url = new URL(reverseGeocodeUrl(27.33, -82.53, 'https://geo.example/reverse'));
    expect(url.origin + url.pathname).toBe('https://geo.example/reverse');
    expect(url.searchParams.get('latitude')).toBe('27.33');
    expect(url.searchParams.get('longitude')).toBe('-82.53');
    expect(url.searchParams.get('localityLanguage')).toBe('en');
  });

  it('reads city, then locality', () => {
    expect(placeNameFrom({ city: 'Venice', locality: 'South Venice' })).toBe('Venice');
    expect(placeNameFrom({ city: '', locality: 'Osprey' })).toBe('Osprey');
    expect(placeNameFrom({ principalSubdivision: 'Florida' })).toBeUndefined();
    expect(placeNameFrom('not json')).toBeUndefined();
    expect(placeNameFrom(null)).toBeUndefined();
  });

  it('names the matched city', async () => {
    const fetcher = jest.fn(async () => jsonResponse({ city: 'North Port' }));
    await expect(cityAt(27.04, -82.2, detectionCityNames, fetcher as unknown as typeof fetch)).resolves.toEqual({ city: 'North Port' });
  });

  it('keeps the default when the geocoder fails, answers garbage or hangs', async () => {
    const failing = async () => jsonResponse({}, false);
    const malformed = async () => ({ ok: true, json: async () => JSON.parse('{oops') }) as Response;
    const offline = async () => Promise.reject(new TypeError('Failed to fetch'));
    for (const fetcher of [failing, malformed, offline]) {
      await expect(cityAt(1, 2, detectionCityNames, fetcher as unknown as typeof fetch)).resolves.toEqual({
        city: defaultCity,
        error: geolocationErrors.failed,
      });
    }
    const hanging = (_url: string, init?: RequestInit) =>
      new Promise<Response>((_resolve, reject) => init?.signal?.addEventListener('abort', () => reject(new Error('aborted'))));
    await expect(cityAt(1, 2, detectionCityNames, hanging as unknown as typeof fetch, 20)).resolves.toEqual({
      city: defaultCity,
      error: geolocationErrors.failed,
    });
  });
});

describe('detectCity', () => {
  it('uses low accuracy and a 10 s timeout, then geocodes the position', async () => {
    const geo = fakeGeolocation({ latitude: 27.1, longitude: -82.4 });
    const fetcher = jest.fn(async () => jsonResponse({ city: 'City of Sarasota' }));
    await expect(detectCity(geo, detectionCityNames, fetcher as unknown as typeof fetch)).resolves.toEqual({ city: 'Sarasota' });
    expect(geo.options).toEqual({ enableHighAccuracy: false, timeout: 10_000 });
    expect(geolocationOptions.timeout).toBe(10_000);
  });

  it('records why it could not detect, keeping the default', async () => {
    await expect(detectCity(undefined, detectionCityNames)).resolves.toEqual({ city: defaultCity, error: 'Geolocation not supported' });
    const denied = fakeGeolocation({ message: 'User denied Geolocation' });
    await expect(detectCity(denied, detectionCityNames, jest.fn() as unknown as typeof fetch)).resolves.toEqual({
      city: defaultCity,
      error: 'User denied Geolocation',
    });
    const silent = fakeGeolocation({ message: '' });
    await expect(detectCity(silent, detectionCityNames, jest.fn() as unknown as typeof fetch)).resolves.toEqual({
      city: defaultCity,
      error: 'Failed to get location',
    });
  });
});
