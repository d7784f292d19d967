import type { StaffRole } from '@mise/contracts';
import { cleanup, configure, render } from '@testing-library/react';
import { Admin, type AuthProvider, Resource, type ResourceProps } from 'react-admin';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach } from 'vitest';
import { consoleDataProvider, type ResourceApi } from '../api/dataProvider';

// The console renders on a shared, busy machine: give each step time to settle.
configure({ asyncUtilTimeout: 10_000 });

afterEach(() => {
  cleanup();
  // react-admin keeps list settings in localStorage; each test starts from none.
  localStorage.clear();
});

/** A staff member with this role, signed in: the resource screens read only the role. */
const signedInAs = (role: StaffRole): AuthProvider => ({
  login: async () => undefined,
  logout: async () => undefined,
  checkAuth: async () => undefined,
  checkError: async () => undefined,
  getPermissions: async () => role,
  getIdentity: async () => ({ id: `${role}-1`, fullName: `${role}@mise.test` }),
});

/** What a console test mounts, as App.tsx does: the resources' screens and their APIs. */
export interface ConsoleResources {
  resources: readonly ResourceProps[];
  apis: Record<string, ResourceApi>;
}

/**
 * Renders the console's resources at `path` for a staff member with `role`, on the real data
 * provider: the API answers come from the test's MSW handlers.
 */
export function openConsoleAt(
  path: string,
  role: StaffRole,
  { resources, apis }: ConsoleResources,
) {
  const dataProvider = consoleDataProvider(apis);
  return render(
    <RouterProvider
      router={createMemoryRouter(
        [
          {
            path: '*',
            element: (
              <Admin dataProvider={dataProvider} authProvider={signedInAs(role)} disableTelemetry>
                {resources.map((resource) => (
                  <Resource key={resource.name} {...resource} />
                ))}
              </Admin>
            ),
          },
        ],
        { initialEntries: [path] },
      )}
    />,
  );
}
