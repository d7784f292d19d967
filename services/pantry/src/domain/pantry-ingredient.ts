/** What the pantry knows of an ingredient, from its copy of the catalog's ingredients. */
export interface PantryIngredient {
  id: string;
  name: string;
  image: string;
  /** The name of its grocery category, which the pantry groups rows by. */
  category: string;
  baseUnit: string;
  allUnits: string[];
  /** How much of the base unit one of each of `allUnits` holds. */
  unitSizes: Readonly<Record<string, number>>;
  /** Days it keeps once bought: a lot entered without an expiry date expires that long after. */
  shelfLifeDays: number;
  /** What one base unit weighs in grams; null when the catalog does not know. */
  gramsPerBaseUnit: number | null;
}

/** The catalog's ingredients by id. */
export type PantryIngredients = ReadonlyMap<string, PantryIngredient>;
