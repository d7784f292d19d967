import {
  type BuildMenuBody,
  buildMenuBody,
  type CartAnswer,
  type FieldProblem,
  setCalorieInfoBody,
} from '@mise/contracts';
import { apiServer } from '@mise/web-testing/api-server';
import { json, parsed, problem } from '@mise/web-testing/responses';
import { http } from 'msw';
import { planFor, programs } from './plan-fixtures';

/** What the planner answers next instead of a plan: a goal no plan meets, or a busy planner. */
export type PlannerRefusal =
  | { status: 422; message: string; fields: FieldProblem[] }
  | { status: 429 };

/**
 * Test support: the planner and the programs it plans to, in front of the other fakes (the
 * catalog, the cart). POST /api/menus/build checks the body against the contract (400 naming
 * the field, as the service does) and answers `planFor` it, unless a refusal was queued with
 * `refuseNext`. POST /api/cart/set-calorie-info keeps the calorie info on the cart the cart fake
 * answers. Returns the bodies each was asked.
 */
export function stubPlannerApi() {
  const plans: BuildMenuBody[] = [];
  const calorieInfos: unknown[] = [];
  const refusals: PlannerRefusal[] = [];

  apiServer.use(
    http.get('/api/nutrition-programs', () => json({ nutritionGoalPrograms: programs })),
    http.post('/api/menus/build', async ({ request }) => {
      const body = parsed(buildMenuBody, await request.json());
      if (body.refused) return body.refused;
      plans.push(body.value);
      const refusal = refusals.shift();
      if (refusal?.status === 429) {
        return problem(429, 'Too Many Requests', 'The planner is busy.');
      }
      if (refusal) return problem(422, 'Unprocessable Entity', refusal.message, refusal.fields);
      return json(planFor(body.value));
    }),
    http.post('/api/cart/set-calorie-info', async ({ request }) => {
      const body = parsed(setCalorieInfoBody, await request.json());
      if (body.refused) return body.refused;
      calorieInfos.push(body.value.calorieInfo);
      const read = await fetch(new URL('/api/cart?getGroceries=true', request.url), {
        headers: request.headers,
      });
      const cart = (await read.json()) as CartAnswer;
      return json({ ...cart, calorieInfo: body.value.calorieInfo });
    }),
  );

  return {
    /** The plan requests so far, as the planner read them. */
    plans,
    calorieInfos,
    refuseNext: (refusal: PlannerRefusal) => refusals.push(refusal),
  };
}
