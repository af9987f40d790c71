/**
 * The route registry (SPEC 2.2). Each page is its own chunk. Feature folders add their routes here.
 */
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { Navigate, type RouteObject } from 'react-router-dom';
import { AppShell } from './AppShell';
import { SideGuard } from './SideGuard';

type Page = LazyExoticComponent<ComponentType>;
const page = (load: () => Promise<{ default: ComponentType }>): Page => lazy(load);

const NotFound = page(() => import('../features/info/NotFoundPage'));

/** Pages by path, relative to their side. Later features register theirs here. */
export const clientPages: Record<string, Page> = {};
export const workerPages: Record<string, Page> = {};
// Issue 4, worker side: jobs, search, listings, contracts.
workerPages['projects'] = page(() => import('../features/jobs/OpenJobsPage'));
workerPages['projects/:id'] = page(() => import('../features/jobs/WorkerJobDetailPage'));
workerPages['projects/application/:id'] = page(() => import('../features/applications/ApplyPage'));
workerPages['search'] = page(() => import('../features/search/JobSearchPage'));
workerPages['search/result'] = page(() => import('../features/search/JobSearchResultPage'));
workerPages['products'] = page(() => import('../features/listings/ListingsPage'));
workerPages['products/stop'] = page(() => import('../features/listings/StoppedListingsPage'));
workerPages['products/new'] = page(() => import('../features/listings/NewListingPage'));
workerPages['products/:id'] = page(() => import('../features/listings/ListingDetailPage'));
workerPages['project-managements'] = page(() => import('../features/contracts/WorkerContractsPage'));
workerPages['project-managements/finish'] = page(() => import('../features/contracts/WorkerFinishedContractsPage'));
workerPages['project-managements/:id'] = page(() => import('../features/contracts/WorkerContractDetailPage'));
// Issue 4, client side: my jobs, applicants, contracts, posting, worker search.
clientPages['products'] = page(() => import('../features/jobs/MyJobsPage'));
clientPages['products/stop'] = page(() => import('../features/jobs/StoppedJobsPage'));
clientPages['products/:id'] = page(() => import('../features/jobs/ClientJobDetailPage'));
clientPages['products/:id/application'] = page(() => import('../features/applications/ApplicantsPage'));
clientPages['project-managements'] = page(() => import('../features/contracts/ClientContractsPage'));
clientPages['project-managements/finish'] = page(() => import('../features/contracts/ClientFinishedContractsPage'));
clientPages['project-managements/new'] = page(() => import('../features/jobs/NewJobPage'));
clientPages['project-managements/:id'] = page(() => import('../features/contracts/ClientContractDetailPage'));
clientPages['search'] = page(() => import('../features/search/WorkerSearchPage'));
clientPages['search/result'] = page(() => import('../features/search/WorkerSearchResultPage'));
clientPages['search/workers/:id'] = page(() => import('../features/profiles/WorkerProfilePage'));

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
clientPages['mypage/terms'] = page(() => import('../features/info/TermsPage'));
clientPages['mypage/policy'] = page(() => import('../features/info/PolicyPage'));
clientPages['mypage/contact'] = page(() => import('../features/info/ContactPage'));
workerPages['mypage/terms'] = page(() => import('../features/info/TermsPage'));
workerPages['mypage/policy'] = page(() => import('../features/info/PolicyPage'));
workerPages['mypage/contact'] = page(() => import('../features/info/ContactPage'));

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
