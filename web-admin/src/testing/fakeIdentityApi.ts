import {
  type auditLogAnswer,
  loginBody,
  type MeAnswer,
  type Problem,
  type SessionAnswer,
  type UserAnswer,
  type UserRole,
} from '@mise/contracts';
import { http } from 'msw';
import { apiServer } from './api-server';

/**
 * The identity service as the console meets it over HTTP, answering as the contracts say, with
 * the cookie's session kept here. Its handler answers every /api call the console makes while
 * the test runs.
 */

export interface FakeAccount {
  id: string;
  emailAddress: string;
  password: string;
  role: UserRole;
}

type AuditEntry = ReturnType<typeof auditLogAnswer.parse>['entries'][number];

interface CookieSession {
  userId: string;
  accessedBy: MeAnswer['accessedBy'];
}

const problem = (status: number, title: string, message: string) =>
  Response.json(
    {
      type: `https://mise.ca/problems/${title.toLowerCase().replaceAll(' ', '-')}`,
      title,
      status,
      message,
    } satisfies Problem,
    { status, headers: { 'content-type': 'application/problem+json' } },
  );

const userAnswerOf = (account: FakeAccount): UserAnswer => ({
  _id: account.id,
  firstName: 'Sam',
  lastName: 'Doe',
  emailAddress: account.emailAddress,
  username: account.emailAddress,
  phoneNumber: '',
  role: account.role,
  language: 'en-CA',
  isPasswordSet: true,
  isEmailVerified: true,
  isFirstOrder: true,
  hasGoogleLogin: false,
  hasFacebookLogin: false,
  addresses: [],
  shopperInfo: { allergies: [], preferences: { noOfServingsPerRecipe: 2, diet: 'everything' } },
  recipeFavorites: [],
  onboardedAt: null,
});

const wholeNumberAtLeast = (text: string | null, fallback: number, least: number) => {
  if (text === null) return fallback;
  const value = Number(text);
  return Number.isInteger(value) && value >= least ? value : undefined;
};

export function fakeIdentityApi({
  accounts,
  auditLog = [],
}: {
  accounts: FakeAccount[];
  /** Newest first, as the service keeps it. */
  auditLog?: AuditEntry[];
}) {
  let session: CookieSession | null = null;
  const requests: Array<{ method: string; url: URL }> = [];

  const accountOf = (id: string) => accounts.find((account) => account.id === id);
  const meAnswerOf = (current: CookieSession): MeAnswer => {
    const account = accountOf(current.userId);
    if (!account) throw new Error(`the fake has no account ${current.userId}`);
    return { user: userAnswerOf(account), accessedBy: current.accessedBy };
  };

  // Things that happen elsewhere while a request is on its way (a session expires, a staff
  // member opens a customer's account in the shop's tab), keyed like the routes.
  const happenings = new Map<string, () => void>();

  const routes: Record<string, (url: URL, body: unknown) => Response> = {
    'POST /api/auth/login': (_url, body) => {
      const credentials = loginBody.safeParse(body);
      if (!credentials.success) {
        return problem(
          400,
          'Bad Request',
          'The request body is not valid: username Invalid email.',
        );
      }
      const account = accounts.find(
        (candidate) =>
          candidate.emailAddress === credentials.data.username &&
          candidate.password === credentials.data.password,
      );
      if (!account) return problem(401, 'Unauthorized', 'Incorrect email or password.');
      session = { userId: account.id, accessedBy: null };
      return Response.json({
        ...meAnswerOf(session),
        token: 'signed.session.token',
      } satisfies SessionAnswer);
    },
    'POST /api/auth/logout': () => {
      session = null;
      return Response.json({ message: 'You have been logged out successfully' });
    },
    'GET /api/auth/me': () =>
      session
        ? Response.json(meAnswerOf(session))
        : problem(401, 'Unauthorized', 'Please sign in to continue.'),
    'GET /api/admin/identity/audit-log': (url) => {
      if (!session) return problem(401, 'Unauthorized', 'Please sign in to continue.');
      if (accountOf(session.userId)?.role !== 'staff' || session.accessedBy) {
        return problem(403, 'Forbidden', 'This needs a staff account.');
      }
      const page = wholeNumberAtLeast(url.searchParams.get('page'), 0, 0);
      const perPage = wholeNumberAtLeast(url.searchParams.get('perPage'), 50, 1);
      if (page === undefined || perPage === undefined || perPage > 200) {
        return problem(400, 'Bad Request', 'The request query is not valid.');
      }
      return Response.json({
        entries: auditLog.slice(page * perPage, (page + 1) * perPage),
        total: auditLog.length,
      });
    },
  };

  apiServer.use(
    http.all('/api/*', async ({ request }) => {
      const url = new URL(request.url);
      const { method } = request;
      requests.push({ method, url });
      const key = `${method} ${url.pathname}`;
      happenings.get(key)?.();
      happenings.delete(key);
      const route = routes[key];
      if (!route) return problem(404, 'Not Found', `No route ${method} ${url.pathname}.`);
      const text = await request.clone().text();
      return route(url, text === '' ? undefined : JSON.parse(text));
    }),
  );

  return {
    requests,
    /** The session the cookie now holds, as the server sees it. */
    get session() {
      return session;
    },
    /** What the shop's /admin/signin leaves in the cookie: the staff member acting as a customer. */
    openCustomerAccount(staff: FakeAccount, customer: FakeAccount) {
      session = {
        userId: customer.id,
        accessedBy: { staffId: staff.id, emailAddress: staff.emailAddress },
      };
    },
    signInAs(account: FakeAccount) {
      session = { userId: account.id, accessedBy: null };
    },
    /** Runs `happening` once, just before the server handles the next `METHOD /path`. */
    before(route: string, happening: () => void) {
      happenings.set(route, happening);
    },
    /** The cookie's session ends on the server's side: it expired. */
    expireSession() {
      session = null;
    },
  };
}
