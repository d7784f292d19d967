import { Admin, Authenticated, CustomRoutes, Resource } from 'react-admin';
import { Route } from 'react-router';
import { consoleDataProvider } from './api/dataProvider';
import { audit, auditApi } from './audit';
import { authProvider, LoginPage } from './auth';
import { catalogApis, catalogResources } from './catalog';
import { customers, customersApi } from './customers';
import { Dashboard, StatusPage } from './dashboard';
import { cities, citiesApi, locations, locationsApi } from './delivery';
import { Layout } from './layout';
import { orders, ordersApi } from './orders';
import { promotions, promotionsApi } from './promotions';
import { staff, staffApi } from './staff';
import { theme } from './theme';

// Each resource folder gives its screens and where its records live under /api/admin.
const dataProvider = consoleDataProvider({
  ...catalogApis,
  audit: auditApi,
  cities: citiesApi,
  customers: customersApi,
  locations: locationsApi,
  orders: ordersApi,
  promotions: promotionsApi,
  staff: staffApi,
});

// Every page is for staff: the dashboard and the resources check the session themselves, custom
// routes are wrapped in <Authenticated>. Not requireAuth: under a data router like the console's,
// it sent a signed-out visitor to the sign-in page again and again without ever showing it
// (seen in App.test.tsx; react-admin issue #10885).
export const App = () => (
  <Admin
    title="Mise console"
    dataProvider={dataProvider}
    authProvider={authProvider}
    loginPage={LoginPage}
    dashboard={Dashboard}
    layout={Layout}
    theme={theme}
    disableTelemetry
  >
    <Resource {...orders} />
    <Resource {...customers} />
    <Resource {...promotions} />
    {catalogResources.map((resource) => (
      <Resource key={resource.name} {...resource} />
    ))}
    <Resource {...cities} />
    <Resource {...locations} />
    <Resource {...staff} />
    <Resource {...audit} />
    <CustomRoutes>
      <Route
        path="/status"
        element={
          <Authenticated>
            <StatusPage />
          </Authenticated>
        }
      />
    </CustomRoutes>
  </Admin>
);
