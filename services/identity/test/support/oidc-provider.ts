import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import Provider from 'oidc-provider';

/** A person at the provider: the login the test types, and the claims the provider gives. */
export interface ProviderAccount {
  login: string;
  email: string;
  email_verified: boolean;
  given_name?: string;
  family_name?: string;
  name?: string;
}

export interface TestOidcProvider {
  issuer: string;
  clientId: string;
  clientSecret: string;
  addAccount(account: ProviderAccount): void;
  close(): Promise<void>;
}

/**
 * A real OpenID provider (oidc-provider, with its development login and consent pages) on
 * 127.0.0.1 at a free port, with one confidential client of the shop.
 */
export async function startOidcProvider(options: {
  redirectUri: string;
  /** false: the claims are in the ID token (as Google does); true: only at userinfo. */
  claimsOnlyAtUserinfo: boolean;
}): Promise<TestOidcProvider> {
  const accounts = new Map<string, ProviderAccount>();
  let handle: (req: IncomingMessage, res: ServerResponse) => void = (_req, res) => res.end();
  const server = createServer((req, res) => handle(req, res));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const clientId = 'mise-shop';
  const clientSecret = 'a-client-secret-of-the-shop-at-the-provider';

  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: clientId,
        client_secret: clientSecret,
        redirect_uris: [options.redirectUri],
        response_types: ['code'],
        grant_types: ['authorization_code'],
        token_endpoint_auth_method: 'client_secret_post',
      },
    ],
    claims: {
      openid: ['sub'],
      email: ['email', 'email_verified'],
      profile: ['given_name', 'family_name', 'name'],
      // Facebook's name for the profile scope.
      public_profile: ['given_name', 'family_name', 'name'],
    },
    conformIdTokenClaims: options.claimsOnlyAtUserinfo,
    pkce: { required: () => true },
    cookies: { keys: ['a-cookie-key-of-the-test-provider'] },
    features: { devInteractions: { enabled: true } },
    async findAccount(_ctx, id) {
      const account = accounts.get(id);
      if (!account) return undefined;
      const { login, ...claims } = account;
      return { accountId: login, claims: async () => ({ sub: login, ...claims }) };
    },
  });
  handle = provider.callback();

  return {
    issuer,
    clientId,
    clientSecret,
    addAccount: (account) => accounts.set(account.login, account),
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
