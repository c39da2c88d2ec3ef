import type { ServiceSlug } from '@/content/services';
import { cableCopy } from './cable';
import { installationCopy } from './installation';
import { maintenanceCopy } from './maintenance';
import { openerCopy } from './opener';
import { remoteCopy } from './remote';
import { repairCopy } from './repair';
import { springsCopy } from './springs';
import { trackCopy } from './track';
import type { ServiceCopy } from './types';

export type { ServiceBlock, ServiceCopy } from './types';
export { emergencyCopy, type EmergencyCopy } from './emergency';

/** The standard service pages' words, keyed by slug; the emergency page has its own record. */
export const serviceCopy: Record<Exclude<ServiceSlug, 'emergency-service'>, ServiceCopy> = {
  'garage-door-repair': repairCopy,
  'garage-door-installation': installationCopy,
  'spring-replacement': springsCopy,
  'motor-opener-repair': openerCopy,
  'remote-keypad': remoteCopy,
  'cable-repair': cableCopy,
  'track-roller-repair': trackCopy,
  maintenance: maintenanceCopy,
};
