// oidc-provider ships no types: the little of it the tests use.
declare module 'oidc-provider' {
  import type { IncomingMessage, ServerResponse } from 'node:http';

  interface Account {
    accountId: string;
    claims(): Promise<{ sub: string; [claim: string]: unknown }>;
  }

  export interface Configuration {
    clients: Array<Record<string, unknown>>;
    claims: Record<string, string[]>;
    conformIdTokenClaims: boolean;
    pkce: { required: () => boolean };
    cookies: { keys: string[] };
    features: { devInteractions: { enabled: boolean } };
    findAccount(context: unknown, id: string): Promise<Account | undefined>;
  }

  export default class Provider {
    constructor(issuer: string, configuration: Configuration);
    callback(): (req: IncomingMessage, res: ServerResponse) => void;
  }
}
