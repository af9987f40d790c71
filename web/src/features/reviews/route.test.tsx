/**
 * The review form's path (docs/product/reviews.md#the-form): one page under both sides, which the router and
 * the boot's prefetch (app/pageLoaders.ts matchPage) pick over the contract page's `/:id`, and which the
 * review notices link to.
 */
import { matchRoutes } from 'react-router-dom';
import { matchPage, pageModules } from '../../app/pageLoaders';
import { routes } from '../../app/routes';
import { CLIENT, PATHS, WORKER, withId } from '../../lib/paths';

jest.mock('../../lib/firebaseAuth', () => ({ currentIdToken: async () => 'token' }));

describe('the review form path', () => {
  test.each(['client', 'worker'] as const)('%s: /project-managements/:id/review opens the form, /:id the contract', (side) => {
    const paths = PATHS[side];
    expect(paths.review).toBe(`/${side}/project-managements/:id/review`);
    expect(matchPage(withId(paths.review, 'c1'))).toBe(paths.review);
    expect(matchPage(withId(paths.contract, 'c1'))).toBe(paths.contract);
    const leaf = (pathname: string) => matchRoutes(routes, pathname)?.at(-1)?.route.path;
    expect(leaf(withId(paths.review, 'c1'))).toBe('project-managements/:id/review');
    expect(leaf(withId(paths.contract, 'c1'))).toBe('project-managements/:id');
  });

  test('both sides load the same page module, its default export', async () => {
    const [client] = await pageModules[CLIENT.review].load();
    const [worker] = await pageModules[WORKER.review].load();
    expect(typeof client.default).toBe('function');
    expect(worker.default).toBe(client.default);
  });
});
