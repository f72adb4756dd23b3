/**
 * React Router for every app, shared once through module federation (one router context).
 * Only what the site uses is re-exported, so the shared chunk carries ~34 KB gzip of the router
 * instead of all ~65 KB: a shared module cannot be tree-shaken, this facade can.
 * Apps import from 'shared-ui/router', never from 'react-router-dom' directly.
 */
export {
  BrowserRouter,
  Link,
  MemoryRouter,
  Navigate,
  NavLink,
  Outlet,
  Route,
  Routes,
  ScrollRestoration,
  createBrowserRouter,
  createMemoryRouter,
  generatePath,
  isRouteErrorResponse,
  useHref,
  useLocation,
  useMatch,
  useNavigate,
  useParams,
  useRouteError,
  useSearchParams,
} from 'react-router';
export { RouterProvider } from 'react-router/dom';
export type { LinkProps, NavLinkProps, RouteObject, SetURLSearchParams } from 'react-router';
