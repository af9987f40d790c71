/**
 * The route registry (docs/product/screens.md#routes): every page of app/pageLoaders.ts as a lazy route. Each page is its
 * own chunk; a screen both sides have is one page registered under both sides' paths. Data pages
 * load the query layer in parallel with their chunk, so the gate screens never carry it.
 */
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { RouteObject } from 'react-router-dom';
import { AppShell } from './AppShell';
import { SideGuard } from './SideGuard';
import { pageModules, type PageModule } from './pageLoaders';
import { PagePainted } from '../lib/pagePainted';
import { lazyPreloaded } from '../lib/lazyPreloaded';

type Page = LazyExoticComponent<ComponentType>;
/**
 * A page (its module's default export) wrapped in the query provider. Once its chunk has loaded
 * (main.tsx starts it with the boot), it renders without suspending.
 */
function page(load: PageModule['load']): Page {
  return lazyPreloaded(load, ([m, q]) => {
    const Component = m.default as ComponentType;
    return function LoadedPage() {
      return (
        <q.QueryProvider>
          <Component />
          <PagePainted />
        </q.QueryProvider>
      );
    };
  });
}

const NotFound = lazy(async () => {
  const { default: Page } = await import('../features/info/NotFoundPage');
  return {
    default: () => (
      <>
        <Page />
        <PagePainted />
      </>
    ),
  };
});

/** Pages by full path, from app/pageLoaders.ts. */
export const pages: Record<string, Page> = Object.fromEntries(
  Object.entries(pageModules).map(([path, m]) => [path, page(m.load)]),
);

/** One side's pages as child routes of /client or /worker. */
const sideRoutes = (side: 'client' | 'worker'): RouteObject[] =>
  Object.entries(pages)
    .filter(([path]) => path.startsWith(`/${side}/`))
    .map(([path, Component]) => ({ path: path.slice(side.length + 2), element: <Component /> }));

export const routes: RouteObject[] = [
  {
    element: <AppShell />,
    children: [
      { index: true, element: <SideGuard /> },
      { path: 'client', element: <SideGuard side="client" />, children: sideRoutes('client') },
      { path: 'worker', element: <SideGuard side="worker" />, children: sideRoutes('worker') },
      { path: '*', element: <NotFound /> },
    ],
  },
];
