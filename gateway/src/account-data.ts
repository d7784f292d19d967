import type { AccountDataAnswer, AccountDataPart } from '@mise/contracts';
import { HttpProblem, type ServiceDefinition } from '@mise/platform';
import type { FastifyInstance, FastifyRequest } from 'fastify';

export const ACCOUNT_DATA_PATH = '/api/account-data';

/** What proves who the shopper is, passed on to each service as it came. */
const credentialsOf = (request: FastifyRequest): Record<string, string> => {
  const { cookie, authorization } = request.headers;
  return {
    ...(cookie ? { cookie } : {}),
    ...(authorization ? { authorization } : {}),
  };
};

/**
 * GET /api/account-data: everything the shop keeps about the signed-in shopper, as one JSON
 * file to download ("Download my data" in /settings). Each service that keeps shopper data
 * names its own part's path in its definition, and answers it for the session it is shown;
 * the gateway asks each through its own router, so a service in this process answers
 * in-process and one elsewhere through its proxy. A new service with shopper data is in the
 * export by declaring its path, with no list here to keep.
 */
export async function accountDataRoute(
  app: FastifyInstance,
  services: readonly ServiceDefinition[],
): Promise<void> {
  const parts = services.flatMap((service) =>
    service.accountData ? [{ name: service.name, path: service.accountData }] : [],
  );
  app.get(ACCOUNT_DATA_PATH, async (request, reply): Promise<AccountDataAnswer> => {
    const headers = { ...credentialsOf(request), 'x-request-id': request.id };
    const answers = await Promise.all(
      parts.map(async (part) => ({
        ...part,
        answer: await app.inject({ method: 'GET', url: part.path, headers }),
      })),
    );
    const refused = answers.find(({ answer }) => answer.statusCode === 401);
    if (refused) throw new HttpProblem(401, 'Unauthorized', refused.answer.json().message);
    const failed = answers.filter(({ answer }) => answer.statusCode !== 200);
    if (failed.length > 0) {
      request.log.warn(
        { parts: failed.map(({ name, answer }) => ({ name, status: answer.statusCode })) },
        'a part of the data export failed',
      );
      throw new HttpProblem(
        503,
        'Service Unavailable',
        'Part of your data could not be gathered just now. Please try again in a minute.',
      );
    }
    const exportedAt = new Date();
    reply.header(
      'content-disposition',
      `attachment; filename="mise-data-${exportedAt.toISOString().slice(0, 10)}.json"`,
    );
    return {
      exportedAt: exportedAt.toISOString(),
      parts: Object.fromEntries(
        answers.map(({ name, answer }) => [name, answer.json() as AccountDataPart]),
      ),
    };
  });
}
