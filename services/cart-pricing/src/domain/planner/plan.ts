import type { BuildMenuBody, NutritionProgram } from '@mise/contracts';

/** What the planner plans to: the shopper's choices with the program they name. */
export interface PlanRequest extends BuildMenuBody {
  program: NutritionProgram;
}

/** One meal of a plan: a recipe in a slot (day × meal type), at a portion per eater. */
export interface PlanMeal {
  /** 0 is the plan's start date. */
  day: number;
  mealTypeId: string;
  recipeId: string;
  /** Servings each eater has (one of PORTIONS). */
  portion: number;
  /** Servings cooked: the smallest grid value that covers what is eaten. */
  servings: number;
}

export type Plan = readonly PlanMeal[];

/** A lot of the shopper's pantry as the plan may cook with it. */
export interface PlanLot {
  ingredientId: string;
  baseQuantity: number;
  /** The last plan day it is good on (0-based); lots good past the plan say the last day. */
  lastDay: number;
}
