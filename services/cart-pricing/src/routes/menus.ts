import { type BuildMenuAnswer, buildMenuBody } from '@mise/contracts';
import { parseInput } from '@mise/platform';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { type MenuPlanning, planMenu } from '../app/build-menu.js';
import type { PantryLot } from '../domain/pantry.js';

export interface MenuRoutesOptions extends MenuPlanning {
  /** The signed-in caller's pantry as last announced; undefined for a guest. */
  loadPantry: (request: FastifyRequest) => Promise<PantryLot[] | undefined>;
}

/** /api/menus: the build-menu planner (spec document 2 §2.11; spec README "Build-menu planner"). */
export const menuRoutes: FastifyPluginAsync<MenuRoutesOptions> = async (app, options) => {
  app.post('/build', async (request): Promise<BuildMenuAnswer> => {
    const body = parseInput(buildMenuBody, request.body, 'body');
    return planMenu(body, await options.loadPantry(request), options);
  });
};
