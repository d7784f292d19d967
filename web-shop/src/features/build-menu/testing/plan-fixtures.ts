import {
  type BuildMenuAnswer,
  type BuildMenuBody,
  buildMenuAnswer,
  type MealType,
  type NutritionProgram,
  type RecipeSummary,
} from '@mise/contracts';
import { recipe } from '@/shared/testing/fake-catalog';

/** Test support: the catalog's programs, meal types and recipes as the planner fake plans them. */

const program = (
  _id: string,
  goalTitle: string,
  caloriesPerDay: number,
  [carbsMin, carbsMax, proteinMin, proteinMax, fatMin, fatMax]: number[],
): NutritionProgram => ({
  _id,
  goalTitle,
  description: `${goalTitle} for the tests.`,
  caloriesPerDay,
  nutritionPercentage: {
    carbohydrates: { carbsMin: carbsMin ?? 0, carbsMax: carbsMax ?? 100 },
    protein: { proteinMin: proteinMin ?? 0, proteinMax: proteinMax ?? 100 },
    fat: { fatMin: fatMin ?? 0, fatMax: fatMax ?? 100 },
  },
});

export const balanced = program('balanced', 'Balanced', 2000, [45, 65, 10, 35, 20, 35]);
export const highProtein = program('high-protein', 'High Protein', 2200, [30, 45, 30, 40, 20, 35]);
export const programs = [balanced, highProtein];

export const breakfast: MealType = {
  _id: 'breakfast',
  name: 'Breakfast',
  key: 'breakfast',
  order: 1,
};
export const dinner: MealType = { _id: 'dinner', name: 'Dinner', key: 'dinner', order: 3 };

/** The recipes plans are made of, in the order the fake hands them out. */
export const planRecipes: RecipeSummary[] = [
  'Chickpea Curry',
  'Butter Chicken',
  'Greek Salad',
  'Lentil Soup',
  'Salmon Bowl',
  'Tofu Stir Fry',
  'Oat Porridge',
  'Veggie Omelette',
].map((name) => recipe({ _id: name.toLowerCase().replaceAll(' ', '-'), name }));

const scaled = <Values extends Record<string, number>>(values: Values, share: number) =>
  Object.fromEntries(
    Object.entries(values).map(([name, value]) => [name, value * share]),
  ) as Values;

const addDays = (date: string, days: number) => {
  const day = new Date(`${date}T00:00:00Z`);
  day.setUTCDate(day.getUTCDate() + days);
  return day.toISOString().slice(0, 10);
};

/**
 * A plan for `body` as the planner answers it: the fixed meals kept, each other slot given the
 * next recipe not rejected there, one serving a person; each serving brings the meals' share of
 * the goal less outside calories, a quarter of it from protein, half from carbs, a quarter from
 * fat. With `people`, each person eats and is banded by their goal over the mean goal. Checked against the contract, so the fixtures cannot drift from it.
 */
export function planFor(body: BuildMenuBody): BuildMenuAnswer {
  const target = body.caloriesGoal - body.caloriesOutside;
  // Each person's share of what the average person eats: their goal over the mean goal.
  const goals =
    body.people?.map((person) => person.caloriesGoal) ??
    Array.from({ length: body.noOfPeople }, () => body.caloriesGoal);
  const meanGoal = goals.reduce((sum, goal) => sum + goal, 0) / goals.length;
  const personShares = goals.map((goal) => goal / meanGoal);
  const perServing = target / body.mealTypes.length;
  const nutrition = {
    calories: perServing,
    protein: (perServing * 0.25) / 4,
    carbs: (perServing * 0.5) / 4,
    fat: (perServing * 0.25) / 9,
  };
  let next = 0;
  const days = Array.from({ length: body.noOfDays }, (_, day) => {
    const meals = body.mealTypes.map(({ mealTypeId, servings }) => {
      const fixed = body.fixed.find((meal) => meal.day === day && meal.mealTypeId === mealTypeId);
      const isRejected = (id: string) =>
        body.rejected.some(
          (meal) => meal.day === day && meal.mealTypeId === mealTypeId && meal.recipeId === id,
        );
      let chosen = planRecipes.find((entry) => entry._id === fixed?.recipeId);
      while (!chosen) {
        const candidate = planRecipes[next % planRecipes.length];
        next += 1;
        if (candidate && !isRejected(candidate._id)) chosen = candidate;
      }
      return {
        mealTypeId,
        recipe: {
          _id: chosen._id,
          name: chosen.name,
          image: chosen.images.url,
          cookingTime: chosen.cookingTime,
          difficulty: chosen.difficulty,
          nutrition,
        },
        portion: fixed?.portion ?? 1,
        servings,
        eatenServings: servings,
        servingsPerPerson: personShares.map(
          (share) => Math.round(((servings * share) / body.noOfPeople) * 100) / 100,
        ),
      };
    });
    const perPerson = {
      calories: target,
      protein: nutrition.protein * body.mealTypes.length,
      carbs: nutrition.carbs * body.mealTypes.length,
      fat: nutrition.fat * body.mealTypes.length,
    };
    return {
      date: addDays(body.startDate, day),
      meals,
      perPerson,
      byPerson: personShares.map((share) => scaled(perPerson, share)),
      shares: { protein: 25, carbs: 50, fat: 25 },
    };
  });
  const servings = days.flatMap((day) => day.meals).reduce((sum, meal) => sum + meal.servings, 0);
  const band = { target, min: target * 0.9, max: target * 1.1 };
  const cartRecipes = new Map<string, { id: string; servings: number; mealTypeId: string }>();
  for (const meal of days.flatMap((day) => day.meals)) {
    const key = `${meal.recipe._id}/${meal.mealTypeId}`;
    const entry = cartRecipes.get(key);
    if (entry) entry.servings += meal.servings;
    else
      cartRecipes.set(key, {
        id: meal.recipe._id,
        servings: meal.servings,
        mealTypeId: meal.mealTypeId,
      });
  }
  return buildMenuAnswer.parse({
    days,
    program: programs.find((entry) => entry._id === body.nutritionProgramId) ?? balanced,
    calorieBand: band,
    people: goals.map((caloriesGoal, person) => ({
      caloriesGoal,
      calorieBand: scaled(band, personShares[person] ?? 1),
    })),
    costCents: servings * 450,
    pricePerServingCents: 450,
    usedGroceriesInPercentage: 86,
    leftoverValueCents: 320,
    pantryValueUsedCents: 0,
    cart: { brandType: body.brandType, recipes: [...cartRecipes.values()] },
    calorieInfo: {
      totalDays: body.noOfDays,
      members: body.noOfPeople,
      caloriesOutside: body.caloriesOutside,
      showForIndividual: true,
      mealTypes: body.mealTypes,
    },
    solver: { status: 'optimal', ms: 120, gap: 0 },
  });
}
