import { locationLinks, serviceLinks } from '@/content/navigation';
import { allRoutes } from '@/lib/routes';

describe('navigation records', () => {
  it('lists the nine services and eleven locations in the spec’s order', () => {
    expect(serviceLinks.map((l) => l.href)).toEqual([
      '/garage-door-repair',
      '/garage-door-installation',
      '/spring-replacement',
      '/motor-opener-repair',
      '/remote-keypad',
      '/cable-repair',
      '/track-roller-repair',
      '/maintenance',
      '/emergency-service',
    ]);
    expect(locationLinks.map((l) => l.label)).toEqual([
      'Sarasota',
      'Venice',
      'Bradenton',
      'North Port',
      'Siesta Key',
      'Lakewood Ranch',
      'Osprey',
      'Englewood',
      'Punta Gorda',
      'Palmetto',
      'Nokomis',
    ]);
  });

  it('every route of the spec’s route table is generated', () => {
    const paths = new Set(allRoutes().map((r) => r.path));
    const cities = ['sarasota', 'venice', 'bradenton', 'north-port', 'palmetto', 'englewood', 'lakewood-ranch', 'nokomis', 'osprey'];
    const expected = [
      '/',
      '/about-us',
      '/about',
      '/faq',
      '/reviews',
      '/gallery',
      '/blog',
      '/privacy-policy',
      '/thank-you',
      '/garage-door-punta-gorda',
      '/garage-door-siesta-key',
      ...serviceLinks.map((l) => l.href),
      ...cities.flatMap((c) => [`/garage-door-${c}`, `/garage-door-service-${c}`]),
    ];
    for (const path of expected) expect(paths).toContain(path);
  });

  it('no two routes share a path', () => {
    const paths = allRoutes().map((r) => r.path);
    expect(new Set(paths).size).toBe(paths.length);
  });
});
