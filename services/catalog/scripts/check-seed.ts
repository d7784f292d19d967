// Checks a catalog folder (default: the shipped seed-data/) and prints every problem.
// `npx tsx services/catalog/scripts/check-seed.ts [folder]`
import { fileURLToPath } from 'node:url';
import { catalogProblems } from '../src/domain/catalog-problems.js';
import { readSeedCatalog } from '../src/store/read-seed.js';

const folder = process.argv[2] ?? fileURLToPath(new URL('../seed-data', import.meta.url));
try {
  const catalog = await readSeedCatalog(folder);
  const problems = catalogProblems(catalog);
  for (const problem of problems) console.log(problem);
  const counts = Object.entries(catalog).map(([part, items]) => `${part} ${items.length}`);
  console.log(`${problems.length} problems; ${counts.join(', ')}`);
  process.exitCode = problems.length > 0 ? 1 : 0;
} catch (error) {
  console.log(error instanceof AggregateError ? error.message : error);
  process.exitCode = 1;
}
