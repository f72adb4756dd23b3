import { Suspense, lazy, type ComponentType } from 'react';
import { Route, Routes } from 'shared-ui/router';
import { ErrorScreen, Spinner, type RemoteRoutesProps } from 'shared-ui';
import { RemoteRoot } from '../RemoteRoot';

// One chunk per screen: a visitor of one calculator never downloads the others.
const LeadPage = lazy(() => import('../features/lead/LeadPage'));
const EligibilityPage = lazy(() => import('../features/eligibility/EligibilityPage'));
const EmiPage = lazy(() => import('../features/emi/EmiPage'));

const SCREENS: Readonly<Record<string, ComponentType>> = {
  'check-loan-eligibility': LeadPage,
  'eligibility-check': EligibilityPage,
  'emi-calculator': EmiPage,
};

/** This remote's screens for the segment the shell mounted it under (each is an index route). */
export default function RemoteRoutes({ segment }: RemoteRoutesProps) {
  const Screen = SCREENS[segment];
  return (
    <RemoteRoot>
      <Suspense fallback={<Spinner label="Loading page…" />}>
        <Routes>
          {Screen ? <Route index element={<Screen />} /> : null}
          <Route path="*" element={<ErrorScreen message="404 Not Found" />} />
        </Routes>
      </Suspense>
    </RemoteRoot>
  );
}
