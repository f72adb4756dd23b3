import { createBrowserRouter } from 'react-router-dom';
import { siteRoutes } from './routes';

export const createSiteRouter = () => createBrowserRouter(siteRoutes());
