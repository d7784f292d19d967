import { loadConfigOrExit } from '@mise/platform/config';
import { startTelemetry } from '@mise/platform/telemetry';

// The distributed runtime's entry: this service alone, in its own process.
const config = loadConfigOrExit();
const telemetry = startTelemetry(config);
// Loaded only now, so that its HTTP and database modules are instrumented.
const { runService } = await import('@mise/platform');
const { pantry } = await import('./plugin.js');
await runService(pantry, config, telemetry);
