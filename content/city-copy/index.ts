import type { CitySlug } from '@/content/cities';
import { bradenton } from './bradenton';
import { englewood } from './englewood';
import { lakewoodRanch } from './lakewood-ranch';
import { northPort } from './north-port';
import { nokomis } from './nokomis';
import { osprey } from './osprey';
import { palmetto } from './palmetto';
import { puntaGorda } from './punta-gorda';
import { sarasota } from './sarasota';
import { siestaKey } from './siesta-key';
import type { CityCopy } from './types';
import { venice } from './venice';

export type { CityCopy, FeaturedCopy, LongCopy, ShortCopy } from './types';

/** Each city's own words, keyed by city slug; a missing city fails the type check. */
export const cityCopy: Record<CitySlug, CityCopy> = {
  sarasota,
  venice,
  bradenton,
  'north-port': northPort,
  'lakewood-ranch': lakewoodRanch,
  palmetto,
  'punta-gorda': puntaGorda,
  englewood,
  nokomis,
  osprey,
  'siesta-key': siestaKey,
};
