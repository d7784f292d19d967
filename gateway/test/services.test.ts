import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { services } from '../src/services.js';

// The gateway's list of services stays written out, typed and in mounting order; these
// checks make a new folder under services/ fail here until the gateway mounts it.
const readJson = (path: string) => JSON.parse(readFileSync(new URL(path, import.meta.url), 'utf8'));
const serviceFolders = readdirSync(new URL('../../services', import.meta.url)).sort();

describe('the services the gateway mounts', () => {
  // start:distributed names each service's URL in SERVICE_URLS after its folder.
  it('are every folder under services/, each named after its folder', () => {
    expect(services.map((service) => service.name).sort()).toEqual(serviceFolders);
  });

  it('are each a dependency of the gateway and a reference of its build', () => {
    const { dependencies } = readJson('../package.json');
    const { references } = readJson('../tsconfig.json');
    for (const folder of serviceFolders) {
      const { name } = readJson(`../../services/${folder}/package.json`);
      expect(dependencies).toHaveProperty([name]);
      expect(references).toContainEqual({ path: `../services/${folder}` });
    }
  });
});
