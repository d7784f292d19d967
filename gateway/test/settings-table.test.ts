import { readFileSync } from 'node:fs';
import { expect, it } from 'vitest';
import { readmeWithSettingsTable } from '../../scripts/settings-table.ts';

it("README's settings table is the one the schemas make (npm run settings:table)", async () => {
  const readme = readFileSync(new URL('../../README.md', import.meta.url), 'utf8');
  expect(readme).toBe(await readmeWithSettingsTable());
});
