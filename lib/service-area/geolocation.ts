import { defaultCity, matchCity } from './city-match';

/** The public reverse geocoder (docs/product.md#city-detection-home-page); a build-time variable can point elsewhere. */
const geocoderUrl = process.env.NEXT_PUBLIC_GEOCODER_URL || 'https://api.bigdatacloud.net/data/reverse-geocode-client';

export const geolocationOptions: PositionOptions = { enableHighAccuracy: false, timeout: 10_000 };

/** A geocoder that has not answered after this long counts as failed. */
const geocoderTimeoutMs = 8_000;

export const geolocationErrors = {
  unsupported: 'Geolocation not supported',
  failed: 'Failed to get location',
} as const;

export interface DetectionResult {
  city: string;
  /** Recorded for debugging; never shown to the visitor. */
  error?: string;
}

export function reverseGeocodeUrl(latitude: number, longitude: number, base = geocoderUrl): string {
  const url = new URL(base);
  url.searchParams.set('latitude', String(latitude));
  url.searchParams.set('longitude', String(longitude));
  url.searchParams.set('localityLanguage', 'en');
  return url.toString();
}

/** Reads `city`, falling back to `locality`, from whatever the geocoder answered. */
export function placeNameFrom(body: unknown): string | undefined {
  if (!body || typeof body !== 'object') return undefined;
  const { city, locality } = body as Record<string, unknown>;
  if (typeof city === 'string' && city.trim()) return city;
  if (typeof locality === 'string' && locality.trim()) return locality;
  return undefined;
}

function currentPosition(geolocation: Geolocation): Promise<GeolocationPosition> {
  return new Promise((resolve, reject) => geolocation.getCurrentPosition(resolve, reject, geolocationOptions));
}

/** `knownCities`: the names detection recognises, in matching order (content/cities' detectionCityNames). */
export async function cityAt(
  latitude: number,
  longitude: number,
  knownCities: readonly string[],
  fetcher: typeof fetch = fetch,
  timeoutMs = geocoderTimeoutMs,
): Promise<DetectionResult> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), timeoutMs);
  try {
    const response = await fetcher(reverseGeocodeUrl(latitude, longitude), { signal: controller.signal });
    if (!response.ok) return { city: defaultCity, error: geolocationErrors.failed };
    const city = matchCity(placeNameFrom(await response.json()), knownCities);
    return { city };
  } catch {
    return { city: defaultCity, error: geolocationErrors.failed };
  } finally {
    clearTimeout(timer);
  }
}

function messageOf(error: unknown): string {
  if (error && typeof error === 'object' && 'message' in error && typeof error.message === 'string' && error.message) return error.message;
  return geolocationErrors.failed;
}

/** Asks the browser where the visitor is and names their local team. Never throws. */
export async function detectCity(
  geolocation: Geolocation | undefined,
  knownCities: readonly string[],
  fetcher?: typeof fetch,
): Promise<DetectionResult> {
  if (!geolocation) return { city: defaultCity, error: geolocationErrors.unsupported };
  let position: GeolocationPosition;
  try {
    position = await currentPosition(geolocation);
  } catch (error) {
    return { city: defaultCity, error: messageOf(error) };
  }
  return cityAt(position.coords.latitude, position.coords.longitude, knownCities, fetcher);
}

/** 'granted' only when the visitor already allowed location for this site; we never prompt on load. */
export async function geolocationPermission(): Promise<PermissionState | 'unknown'> {
  try {
    if (!navigator.permissions?.query) return 'unknown';
    const status = await navigator.permissions.query({ name: 'geolocation' });
    return status.state;
  } catch {
    return 'unknown';
  }
}
