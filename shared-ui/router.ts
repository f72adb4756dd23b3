/**
 * React Router for every app, shared once through module federation (one router context).
 * Only what the site uses is re-exported: a shared module cannot be tree-shaken, this facade can.
 * The site routes declaratively (<BrowserRouter>, <Routes>), so the data-router half of the
 * package (loaders, actions, fetchers) is left out: ~16 KB gzip instead of ~34 KB.
 * Apps import from 'shared-ui/router', never from 'react-router-dom' directly.
 */
export {
  BrowserRouter,
  Link,
  MemoryRouter,
  StaticRouter,
  Navigate,
  NavLink,
  Outlet,
  Route,
  Routes,
  generatePath,
  useHref,
  useLocation,
  useMatch,
  useNavigate,
  useNavigationType,
  useParams,
  useSearchParams,
} from 'react-router';
export type { Location, LinkProps, NavLinkProps, SetURLSearchParams } from 'react-router';
