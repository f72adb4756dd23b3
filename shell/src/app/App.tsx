import { useState } from 'react';
import { RouterProvider } from 'shared-ui/router';
import { createSiteRouter } from './router';

export function App() {
  // One router for the life of the page.
  const [router] = useState(createSiteRouter);
  return <RouterProvider router={router} />;
}
