import { lazy, type ReactElement } from 'react';
import type { StaffArea } from 'contracts/api';
import { defineRemoteRoutes } from 'shared-ui';
import { RemoteRoot } from '../RemoteRoot';
import { AREA_TITLES, StaffGate } from '../features/session';

// One chunk per screen; the gate (sign-in and the signed-in frame) comes with the routes.
const StaffHome = lazy(() => import('../features/session/StaffHome'));
const AccountsPage = lazy(() => import('../features/accounts/AccountsPage'));
const LeadsPage = lazy(() => import('../features/leads/LeadsPage'));
const LeadDetailPage = lazy(() => import('../features/leads/LeadDetailPage'));
const ListingsPage = lazy(() => import('../features/listings/ListingsPage'));
const ListingEditPage = lazy(() => import('../features/listings/ListingEditPage'));
const PostsPage = lazy(() => import('../features/posts/PostsPage'));
// The post screen's rich-text editor is a further chunk, loaded by this screen only.
const PostEditPage = lazy(() => import('../features/posts/PostEditPage'));
const NewListingPage = lazy(() => import('../features/listings/NewListingPage'));

/** A screen behind the sign-in, for the roles that may open `area`. */
const staffScreen = (area: StaffArea | undefined, title: string, screen: ReactElement) => (
  <StaffGate area={area} title={title}>
    {screen}
  </StaffGate>
);

/** The back-office's screens, all under /staff (the one segment this remote owns). */
export default defineRemoteRoutes('staff', RemoteRoot, {
  staff: [
    { element: staffScreen(undefined, 'Back-office', <StaffHome />) },
    { path: 'leads', element: staffScreen('leads', AREA_TITLES.leads, <LeadsPage />) },
    { path: 'leads/:kind/:id', element: staffScreen('leads', 'Lead', <LeadDetailPage />) },
    { path: 'listings', element: staffScreen('listings', AREA_TITLES.listings, <ListingsPage />) },
    { path: 'listings/new', element: staffScreen('listings', 'New listing', <NewListingPage />) },
    { path: 'listings/:id', element: staffScreen('listings', 'Listing', <ListingEditPage />) },
    { path: 'posts', element: staffScreen('posts', AREA_TITLES.posts, <PostsPage />) },
    { path: 'posts/new', element: staffScreen('posts', 'New post', <PostEditPage />) },
    { path: 'posts/:id', element: staffScreen('posts', 'Blog post', <PostEditPage />) },
    { path: 'accounts', element: staffScreen('accounts', AREA_TITLES.accounts, <AccountsPage />) },
  ],
});
