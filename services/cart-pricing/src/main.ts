import { loadConfigOrExit } from '@mise/platform/config';
import { startTelemetry } from '@mise/platform/telemetry';
import { cartPricingSettings } from './settings.js';

// The distributed runtime's entry: this service alone, in its own process, with only its settings.
const config = loadConfigOrExit(cartPricingSettings);
const telemetry = startTelemetry(config);
// Loaded only now, so that its HTTP and database modules are instrumented.
const { runService } = await import('@mise/platform');
const { cartPricing } = await import('./plugin.js');
await runService(cartPricing, config, telemetry);
