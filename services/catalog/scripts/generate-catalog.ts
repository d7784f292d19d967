// Writes a synthetic catalog folder of any size from the real ingredients and products:
// `npm run catalog:generate -- --recipes 100000 [--out DIR] [--seed N]`
// Load it with CATALOG_SEED_DIR=DIR on an empty database.
import { copyFile, mkdir, readdir, rm, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { catalogProblems } from '../src/domain/catalog-problems.js';
import { readSeedCatalog } from '../src/store/read-seed.js';
import { generateRecipes } from './generate-recipes.js';

const seedData = fileURLToPath(new URL('../seed-data', import.meta.url));
const { values } = parseArgs({
  options: {
    recipes: { type: 'string', default: '1000' },
    out: { type: 'string' },
    seed: { type: 'string', default: '1' },
  },
});
const count = Number(values.recipes);
const seed = Number(values.seed);
if (!Number.isInteger(count) || count < 1 || !Number.isInteger(seed)) {
  console.error('usage: --recipes N (a whole number, 1 or more) [--out DIR] [--seed N]');
  process.exit(2);
}
const out = resolve(values.out ?? join('data', `catalog-${count}`));

const started = performance.now();
const catalog = await readSeedCatalog(seedData);
const generated = generateRecipes(catalog, count, seed);

await rm(out, { recursive: true, force: true });
await mkdir(join(out, 'recipes'), { recursive: true });
// Every reference file as shipped; the recipes and the boxes that name them are new.
for (const file of await readdir(seedData)) {
  if (file.endsWith('.json') && file !== 'curated-boxes.json') {
    await copyFile(join(seedData, file), join(out, file));
  }
}
await writeFile(join(out, 'curated-boxes.json'), JSON.stringify(generated.curatedBoxes, null, 2));
// One recipe a line: readable, and a tenth of the size of indented JSON.
await writeFile(
  join(out, 'recipes', 'generated.json'),
  `[\n${generated.recipes.map((recipe) => JSON.stringify(recipe)).join(',\n')}\n]\n`,
);

const problems = catalogProblems({ ...catalog, ...generated });
for (const problem of problems.slice(0, 20)) console.error(problem);
if (problems.length > 0) {
  console.error(`${problems.length} problems: the generated catalog is not loadable`);
  process.exit(1);
}
const seconds = ((performance.now() - started) / 1000).toFixed(1);
console.log(`${count} recipes written to ${out} in ${seconds} s (seed ${seed})`);
