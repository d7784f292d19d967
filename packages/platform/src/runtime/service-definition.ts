import type { FastifyPluginAsync } from 'fastify';
import type { Settings } from '../config.js';

/** A service as both runtimes see it. */
export interface ServiceDefinition {
  /** Also the key of its URL in SERVICE_URLS and of its DATABASE_URL_<NAME> override. */
  name: string;
  /** Registered after the infrastructure plugin, in the gateway or alone. */
  plugin: FastifyPluginAsync;
  /** URL prefixes it answers, so the gateway can route them when it runs elsewhere. */
  paths: readonly string[];
  /**
   * Its own settings, beyond the core: validated at start by its process alone, or by the
   * gateway running it. A service with none of its own leaves it out.
   */
  settings?: Settings;
  /**
   * The path of its part of a shopper's data export (GET, answered for the signed-in shopper
   * alone), when it keeps anything about shoppers; one of its `paths`, so the gateway reaches
   * it in-process or over HTTP alike.
   */
  accountData?: string;
}
