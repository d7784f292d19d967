import {
  type SessionLivenessAnswer,
  sessionLivenessParams,
  sessionLivenessQuery,
} from '@mise/contracts';
import { parseInput, requireService } from '@mise/platform';
import type { FastifyPluginAsync } from 'fastify';
import { isSessionLive } from '../store/sessions.js';

/**
 * /api/internal/identity/sessions/:sessionId: whether a session still stands, for the session
 * check of processes identity does not run in. Services only.
 */
export const sessionCheckRoutes: FastifyPluginAsync = async (app) => {
  const { db } = app.infra.database;

  app.get('/sessions/:sessionId', async (request): Promise<SessionLivenessAnswer> => {
    requireService(request);
    const { sessionId } = parseInput(sessionLivenessParams, request.params, 'params');
    const { userId } = parseInput(sessionLivenessQuery, request.query, 'query');
    return { live: await isSessionLive(db, sessionId, userId, new Date()) };
  });
};
