export { StaffGate } from './StaffGate';
export { AREA_TITLES } from './screens';
export { useGetSessionQuery, useSignOutMutation } from './sessionEndpoints';
export { useHydrated } from './useHydrated';
