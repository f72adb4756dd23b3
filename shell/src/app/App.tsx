import { BrowserRouter } from 'shared-ui/router';
import { SiteRoutes } from './routes';

export function App() {
  return (
    <BrowserRouter>
      <SiteRoutes />
    </BrowserRouter>
  );
}
