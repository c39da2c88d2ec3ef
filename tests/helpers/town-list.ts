import * as React from 'react';
import * as jsxDevRuntime from 'react/jsx-dev-runtime';
import * as jsxRuntime from 'react/jsx-runtime';

type CitiesModule = typeof import('@/lib/content/cities');
export type Town = ReturnType<CitiesModule['getCity']>;
type Registry = ReturnType<typeof import('@/lib/content/city-registry').buildRegistry<Town['slug']>>;

/**
 * Loads `modulePath` against a town list changed by `change`: lib/content/cities.ts is mocked with
 * the same registry function the real module uses, so every module loaded here sees the changed
 * list. `extra` may replace more of the module's exports (say, how a locale reads a town).
 */
export function withTowns<T extends object>(
  modulePath: string,
  change: (actual: CitiesModule) => readonly { slug: string }[],
  extra: (actual: CitiesModule, registry: Registry) => Partial<CitiesModule> = () => ({}),
): T {
  let loaded: T | undefined;
  jest.isolateModules(() => {
    // One React for the components loaded here and for Testing Library.
    jest.doMock('react', () => React);
    jest.doMock('react/jsx-runtime', () => jsxRuntime);
    jest.doMock('react/jsx-dev-runtime', () => jsxDevRuntime);
    jest.doMock('@/lib/content/cities', () => {
      const actual = jest.requireActual<CitiesModule>('@/lib/content/cities');
      const { buildRegistry } = jest.requireActual<typeof import('@/lib/content/city-registry')>('@/lib/content/city-registry');
      // The tests' towns have slugs the generated type does not know.
      const list = change(actual) as unknown as Town[];
      const registry = buildRegistry(list);
      return { ...actual, ...registry, cities: list, ...extra(actual, registry) };
    });
    loaded = modulePath === '@/lib/content/cities' ? jest.requireMock<T>(modulePath) : jest.requireActual<T>(modulePath);
  });
  return loaded as T;
}
