/** The route registry and lib/paths.ts name the same screens: no link to a missing page, no page without a path. */
import { pages } from '../src/app/routes';
import { pageModules } from '../src/app/pageLoaders';
import { CLIENT, PATHS, SIDE_TOP, WORKER, to, withId } from '../src/lib/paths';

jest.mock('../src/lib/firebaseAuth', () => ({ currentIdToken: async () => 'token' }));

describe('paths and the route registry', () => {
  const declared = [...Object.values(CLIENT), ...Object.values(WORKER)];

  it('registers a page for every declared path and declares every registered path', () => {
    expect(Object.keys(pages).sort()).toEqual([...new Set(declared)].sort());
  });

  it('keeps each side under its own prefix and lands on a declared path', () => {
    for (const side of ['client', 'worker'] as const) {
      for (const path of Object.values(PATHS[side])) expect(path.startsWith(`/${side}/`)).toBe(true);
      expect(Object.values(PATHS[side])).toContain(SIDE_TOP[side]);
    }
  });

  it('loads a page of app/pageImports.ts by its export, ready at once on the paths sharing its module', async () => {
    expect(pageModules[CLIENT.editImg].load.peek()).toBeUndefined();
    const [menu] = await pageModules[CLIENT.edit].load();
    const [images] = pageModules[CLIENT.editImg].load.peek() ?? [];
    expect(typeof menu.default).toBe('function');
    expect(typeof images?.default).toBe('function');
    expect(images?.default).not.toBe(menu.default);
  });

  it('fills parameters encoded and refuses a missing one', () => {
    expect(withId(CLIENT.job, 'a/b c')).toBe('/client/products/a%2Fb%20c');
    expect(to(WORKER.apply, { id: 'j1' })).toBe('/worker/projects/application/j1');
    expect(() => to(CLIENT.job)).toThrow('missing path parameter id');
  });
});
