import { CartGate } from './cart-gate';
import { GroceriesView } from './groceries-view';

/** /groceries (step 1): the costed grocery list, to customise before checkout. */
export function GroceriesPage() {
  return <CartGate>{(state, answer) => <GroceriesView state={state} answer={answer} />}</CartGate>;
}
