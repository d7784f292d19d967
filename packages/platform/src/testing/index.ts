export { describeBusContract } from './bus-contract.js';
export { consistently, eventually } from './eventually.js';
export { describeJobsContract } from './jobs-contract.js';
export { openTestDatabase } from './test-database.js';
export { buildTestServer, openTestInfrastructure } from './test-server.js';
