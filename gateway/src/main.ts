import { loadConfigOrExit } from '@mise/platform/config';
import { startTelemetry } from '@mise/platform/telemetry';

const core = loadConfigOrExit();
const telemetry = startTelemetry(core);
// Loaded only now, so that its HTTP and database modules are instrumented.
const { shopSettings } = await import('./app.js');
const { startGateway } = await import('./start.js');
// Which services run here, and so whose settings count, depends on the core's SERVICE_URLS.
await startGateway(loadConfigOrExit(...shopSettings(core)), telemetry);
