import { createBrowserRouter } from 'shared-ui/router';
import { siteRoutes } from './routes';

export const createSiteRouter = () => createBrowserRouter(siteRoutes());
