import { lazy } from 'react';
import { defineRemoteRoutes } from 'shared-ui';
import { RemoteRoot } from '../RemoteRoot';

// One chunk per screen: a visitor of one calculator never downloads the others.
const LeadPage = lazy(() => import('../features/lead/LeadPage'));
const EligibilityPage = lazy(() => import('../features/eligibility/EligibilityPage'));
const EmiPage = lazy(() => import('../features/emi/EmiPage'));

/** This remote's screens, one per segment it owns (each the segment's index route). */
export default defineRemoteRoutes('finance', RemoteRoot, {
  'check-loan-eligibility': [{ element: <LeadPage /> }],
  'eligibility-check': [{ element: <EligibilityPage /> }],
  'emi-calculator': [{ element: <EmiPage /> }],
});
