import { data } from './generated/service-area';
import type { ServiceAreaRecord } from './schemas/service-area';
import * as words from './service-area-words';

/** The service-area record (content/service-area.json), as the content build checked it. */
export const serviceArea: ServiceAreaRecord = data;

export const countyCountWord = (area: ServiceAreaRecord = serviceArea) => words.countyCountWord(area);
export const countyList = (area: ServiceAreaRecord = serviceArea) => words.countyList(area);
export const countySpan = (area: ServiceAreaRecord = serviceArea) => words.countySpan(area);
