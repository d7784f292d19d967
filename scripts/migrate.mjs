// Applies every service's database migrations and exits: the chart's migration Job runs it
// before each install and upgrade (docker-compose.yml before the services start). Services
// also migrate at start, under the same lock, so running it twice or alongside them is safe.
// A service's schema is its folder name in snake case (share-url -> share_url), as each
// plugin's `database.migrate` names it; the deploy parity test holds the two together.
import { join } from 'node:path';
import { createLogger, openDatabase } from '@mise/platform';
import { loadConfigOrExit } from '@mise/platform/config';
import { repoRoot, servicesWith } from './lib.mjs';

const config = loadConfigOrExit();
const logger = createLogger(config).child({ component: 'migrations' });

const services = servicesWith('drizzle');
const unset = services.filter((name) => !databaseUrlOf(name));
if (unset.length > 0) {
  logger.fatal(`migrations need DATABASE_URL (or DATABASE_URL_<SERVICE>) for ${unset.join(', ')}`);
  logger.flush();
  process.exit(78);
}

try {
  for (const name of services) {
    const database = await openDatabase({ url: databaseUrlOf(name) });
    try {
      await database.migrate({
        schema: schemaOf(name),
        migrationsFolder: join(repoRoot, 'services', name, 'drizzle'),
      });
      logger.info(`${name}: migrations applied to schema ${schemaOf(name)}`);
    } finally {
      await database.close();
    }
  }
} catch (error) {
  logger.fatal({ err: error }, `migrations failed: ${error}`);
  logger.flush();
  process.exit(1);
}

function databaseUrlOf(name) {
  return config.SERVICE_DATABASE_URLS[name] || config.DATABASE_URL;
}

function schemaOf(name) {
  return name.replaceAll('-', '_');
}
