import { mayOpen } from 'contracts/api';
import { Navigate } from 'shared-ui/router';
import { STAFF_SCREENS } from './screens';
import { useGetSessionQuery } from './sessionEndpoints';

/** /staff: straight on to the first area the signed-in role may open (inside the gate, so signed in). */
export default function StaffHome() {
  const { data } = useGetSessionQuery();
  const area = data === undefined ? undefined : STAFF_SCREENS.find((area) => mayOpen(data.account.role, area));
  return area === undefined ? null : <Navigate to={`/staff/${area}`} replace />;
}
