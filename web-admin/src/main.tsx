import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { App } from './App';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element to mount the console in');

// react-admin would make a hash router; a browser router gives real /admin/... deep links,
// which the gateway answers with index.html. The base comes from vite.config.ts, so the router
// and the asset URLs cannot disagree. A data router (not <BrowserRouter>) keeps react-admin's
// "unsaved changes" guard working, which needs useBlocker.
const router = createBrowserRouter([{ path: '*', element: <App /> }], {
  basename: import.meta.env.BASE_URL.replace(/\/$/, ''),
});

createRoot(container).render(
  <StrictMode>
    <RouterProvider router={router} />
  </StrictMode>,
);
