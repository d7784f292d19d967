import { createContext, useContext } from 'react';
import type { BuildMenuState } from '../api/build-menu-state';

export type BuildMenuChange =
  | Partial<BuildMenuState>
  | ((state: BuildMenuState) => Partial<BuildMenuState>);

export type BuildMenu = {
  state: BuildMenuState;
  /** Merges a change into the state and keeps it in local storage. */
  update: (change: BuildMenuChange) => void;
  /** Spec §4: clearing the wizard empties the cart too (recipes, bulk type, extras). */
  clear: () => void;
};

export const BuildMenuContext = createContext<BuildMenu | null>(null);

/** The wizard's state, shared by its steps and the plan (inside <BuildMenuLayout>). */
export function useBuildMenu(): BuildMenu {
  const context = useContext(BuildMenuContext);
  if (!context) throw new Error('useBuildMenu is used outside <BuildMenuLayout>');
  return context;
}
