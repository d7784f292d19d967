import type { PantryItemEdit, PantryRowAnswer } from '@mise/contracts';
import { useState } from 'react';

/** One pending edit of a lot: what was last typed for its quantity, its expiry or both. */
export type LotEdit = PantryItemEdit;

/**
 * The pantry's edit mode (document 2 §4 "Pantry"): rows marked for removal and lot edits, held
 * here until saved. A later edit of a lot replaces the earlier one of the same field; leaving
 * edit mode drops everything pending.
 */
export function usePantryEdits() {
  const [editing, setEditing] = useState(false);
  const [removals, setRemovals] = useState<ReadonlySet<string>>(new Set());
  const [edits, setEdits] = useState<readonly LotEdit[]>([]);

  function reset() {
    setRemovals(new Set());
    setEdits([]);
  }

  return {
    editing,
    /** Ingredient ids of the rows marked for removal. */
    removals,
    edits,
    /** The editing flag: something is marked or changed and not saved yet. */
    hasChanges: removals.size > 0 || edits.length > 0,
    startEditing: () => setEditing(true),
    stopEditing: () => {
      reset();
      setEditing(false);
    },
    /** The trash icon marks a row; the plus icon undoes it. */
    toggleRemoval: (ingredientId: string) =>
      setRemovals((marked) => {
        const next = new Set(marked);
        if (!next.delete(ingredientId)) next.add(ingredientId);
        return next;
      }),
    edit: (change: LotEdit) =>
      setEdits((pending) => {
        const earlier = pending.find((entry) => entry.id === change.id);
        const merged = { ...earlier, ...change };
        return earlier
          ? pending.map((entry) => (entry === earlier ? merged : entry))
          : [...pending, merged];
      }),
  };
}

export type PantryEdits = ReturnType<typeof usePantryEdits>;

/** What saving sends: the lot ids of the removed rows, and the edits of the lots kept. */
export function changesToSave(
  rows: readonly PantryRowAnswer[],
  removals: ReadonlySet<string>,
  edits: readonly LotEdit[],
) {
  const removedLots = rows
    .filter((row) => removals.has(row.ingredientId))
    .flatMap((row) => row.lots.map((lot) => lot.id));
  const gone = new Set(removedLots);
  return { removedLots, keptEdits: edits.filter((edit) => !gone.has(edit.id)) };
}
