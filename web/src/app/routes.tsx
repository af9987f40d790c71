/**
 * The route registry (SPEC 2.2). Each page is its own chunk. Feature folders add their routes here.
 */
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { Navigate, type RouteObject } from 'react-router-dom';
import { AppShell } from './AppShell';
import { SideGuard } from './SideGuard';

type Page = LazyExoticComponent<ComponentType>;
const page = (load: () => Promise<{ default: ComponentType }>): Page => lazy(load);

const NotFound = page(() => import('../features/not-found/NotFoundPage'));

/** Pages by path, relative to their side. Later features register theirs here. */
export const clientPages: Record<string, Page> = {};
export const workerPages: Record<string, Page> = {};

const toRoutes = (pages: Record<string, Page>): RouteObject[] =>
  Object.entries(pages).map(([path, Component]) => ({ path, element: <Component /> }));

export const routes: RouteObject[] = [
  {
    element: <AppShell />,
    children: [
      { index: true, element: <SideGuard /> },
      { path: 'client', element: <SideGuard side="client" />, children: toRoutes(clientPages) },
      { path: 'worker', element: <SideGuard side="worker" />, children: toRoutes(workerPages) },
      { path: '*', element: <NotFound /> },
    ],
  },
];

export { Navigate };
