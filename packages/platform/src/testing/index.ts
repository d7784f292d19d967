export { describeBusContract } from './bus-contract.js';
export { type MovableClock, movableClock } from './clock.js';
export { consistently, eventually } from './eventually.js';
export { type InfraComponent, infraScript, infraScriptsAllowed } from './infra-scripts.js';
export {
  containerEngineMayAnswer,
  decideIntegration,
  describeIntegration,
  environmentFromVariables,
  type IntegrationDecision,
  type IntegrationEnv,
  type IntegrationEnvFor,
  type IntegrationEnvironment,
  type IntegrationNeed,
  integrationEnvironment,
} from './integration.js';
export { describeJobsContract } from './jobs-contract.js';
export { createEffectsTable, createMessagingSchema } from './messaging-schema.js';
export { type MetricPoint, withMetrics } from './metrics.js';
export { TEST_SESSION_SECRET } from './session-secret.js';
export { bearerFor } from './signed-in.js';
export {
  createScratchDatabase,
  openTestDatabase,
  type ScratchDatabase,
  testDatabaseServer,
} from './test-database.js';
export { buildTestServer, openTestInfrastructure } from './test-server.js';
export { inSpan, withTracing } from './tracing.js';
