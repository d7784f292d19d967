import { Admin, CustomRoutes } from 'react-admin';
import { Route } from 'react-router';
import { Dashboard, StatusPage } from './dashboard';
import { dataProvider } from './dataProvider';
import { Layout } from './layout';
import { theme } from './theme';

// react-admin renders nothing, not even the dashboard, while it has no resource and no route:
// the status page is the shell's one route until the resources arrive.
export const App = () => (
  <Admin
    title="Mise console"
    dataProvider={dataProvider}
    dashboard={Dashboard}
    layout={Layout}
    theme={theme}
    disableTelemetry
  >
    <CustomRoutes>
      <Route path="/status" element={<StatusPage />} />
    </CustomRoutes>
  </Admin>
);
