import { loadConfigOrExit } from '@mise/platform/config';
import { startTelemetry } from '@mise/platform/telemetry';

const config = loadConfigOrExit();
const telemetry = startTelemetry(config);
// Loaded only now, so that its HTTP and database modules are instrumented.
const { startGateway } = await import('./start.js');
await startGateway(config, telemetry);
