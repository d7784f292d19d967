import { type Database, groupCommit } from '@mise/platform';
import { type CartSave, type SaveOutcome, saveSelections } from './carts.js';

/**
 * The cart saves of a crowd of shoppers, group-committed: saves that arrive while a batch is
 * being stored go together in the next statement. A save is answered once its batch is
 * committed, so an answered save survives a crash as before; under load it costs a share of
 * one statement instead of one statement each (bench/RESULTS.md, "POST /api/cart").
 */
export function cartSaves(db: Database): (save: CartSave) => Promise<SaveOutcome> {
  return groupCommit((saves: CartSave[]) => saveSelections(db, saves));
}
