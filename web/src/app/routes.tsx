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
// Issue 4, worker side: jobs, search, listings, contracts.
workerPages['projects'] = page(() => import('../features/worker-jobs/OpenJobsPage'));
workerPages['projects/:id'] = page(() => import('../features/worker-jobs/JobDetailPage'));
workerPages['projects/application/:id'] = page(() => import('../features/worker-jobs/ApplyPage'));
workerPages['search'] = page(() => import('../features/worker-search/SearchPage'));
workerPages['search/result'] = page(() => import('../features/worker-search/SearchResultPage'));
workerPages['products'] = page(() => import('../features/worker-listings/ListingsPage'));
workerPages['products/stop'] = page(() => import('../features/worker-listings/StoppedListingsPage'));
workerPages['products/new'] = page(() => import('../features/worker-listings/NewListingPage'));
workerPages['products/:id'] = page(() => import('../features/worker-listings/ListingDetailPage'));
workerPages['project-managements'] = page(() => import('../features/worker-contracts/ContractsPage'));
workerPages['project-managements/finish'] = page(() => import('../features/worker-contracts/FinishedContractsPage'));
workerPages['project-managements/:id'] = page(() => import('../features/worker-contracts/ContractDetailPage'));
// Issue 4, client side: my jobs, applicants, contracts, posting, worker search.
clientPages['products'] = page(() => import('../features/client-jobs/MyJobsPage'));
clientPages['products/stop'] = page(() => import('../features/client-jobs/StoppedJobsPage'));
clientPages['products/:id'] = page(() => import('../features/client-jobs/JobDetailPage'));
clientPages['products/:id/application'] = page(() => import('../features/client-jobs/ApplicantsPage'));
clientPages['project-managements'] = page(() => import('../features/client-contracts/ContractsPage'));
clientPages['project-managements/finish'] = page(() => import('../features/client-contracts/FinishedContractsPage'));
clientPages['project-managements/new'] = page(() => import('../features/client-jobs/NewJobPage'));
clientPages['project-managements/:id'] = page(() => import('../features/client-contracts/ContractDetailPage'));
clientPages['search'] = page(() => import('../features/client-search/SearchPage'));
clientPages['search/result'] = page(() => import('../features/client-search/SearchResultPage'));
clientPages['search/workers/:id'] = page(() => import('../features/client-search/WorkerProfilePage'));

// Issue 3: my page top and the profile edit screens (reusing the registration forms).
clientPages['mypage'] = page(() => import('../features/mypage/ClientMypage'));
clientPages['mypage/edit'] = page(() => import('../features/mypage/ClientEdit').then((m) => ({ default: m.ClientEditMenu })));
clientPages['mypage/edit/img'] = page(() => import('../features/mypage/ClientEdit').then((m) => ({ default: m.ClientEditImg })));
clientPages['mypage/edit/classify'] = page(() => import('../features/mypage/ClientEdit').then((m) => ({ default: m.ClientEditClassify })));
clientPages['mypage/edit/corporation'] = page(() => import('../features/mypage/ClientEdit').then((m) => ({ default: m.ClientEditCorporation })));
clientPages['mypage/edit/info'] = page(() => import('../features/mypage/ClientEdit').then((m) => ({ default: m.ClientEditInfo })));
clientPages['mypage/edit/about'] = page(() => import('../features/mypage/ClientEdit').then((m) => ({ default: m.ClientEditAbout })));
workerPages['mypage'] = page(() => import('../features/mypage/WorkerMypage'));
workerPages['mypage/edit'] = page(() => import('../features/mypage/WorkerEdit').then((m) => ({ default: m.WorkerEditMenu })));
workerPages['mypage/edit/img'] = page(() => import('../features/mypage/WorkerEdit').then((m) => ({ default: m.WorkerEditImg })));
workerPages['mypage/edit/profile'] = page(() => import('../features/mypage/WorkerEdit').then((m) => ({ default: m.WorkerEditProfile })));
workerPages['mypage/edit/occupation'] = page(() => import('../features/mypage/WorkerEdit').then((m) => ({ default: m.WorkerEditOccupation })));
workerPages['mypage/edit/occupation/skill'] = page(() => import('../features/mypage/WorkerEdit').then((m) => ({ default: m.WorkerEditSkills })));
workerPages['mypage/edit/about'] = page(() => import('../features/mypage/WorkerEdit').then((m) => ({ default: m.WorkerEditAbout })));

// Both sides' my page: terms, privacy policy, contact (static pages, one shared renderer).
clientPages['mypage/terms'] = page(() => import('../features/info-pages/TermsPage'));
clientPages['mypage/policy'] = page(() => import('../features/info-pages/PolicyPage'));
clientPages['mypage/contact'] = page(() => import('../features/info-pages/ContactPage'));
workerPages['mypage/terms'] = page(() => import('../features/info-pages/TermsPage'));
workerPages['mypage/policy'] = page(() => import('../features/info-pages/PolicyPage'));
workerPages['mypage/contact'] = page(() => import('../features/info-pages/ContactPage'));

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
