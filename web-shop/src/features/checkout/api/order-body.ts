import {
  ADDRESS_DELIVERY,
  type CartAnswer,
  type PaymentMethodAnswer,
  type PlaceOrderInput,
  type ShopLanguage,
  type TimeSlot,
} from '@mise/contracts';
import type { CheckedAddress } from './delivery-address';

/** The card the order is paid with: a saved one, or one just entered (kept when `isSaveCard`). */
export type PaymentChoice = {
  paymentMethodId: string;
  brand: string;
  last4: string;
  isNew: boolean;
  isSaveCard: boolean;
};

/** A card the account keeps: complete as it is (spec §4), and not saved a second time. */
export function savedCardChoice(card: PaymentMethodAnswer): PaymentChoice {
  return {
    paymentMethodId: card.id,
    brand: card.brand,
    last4: card.last4,
    isNew: false,
    isSaveCard: false,
  };
}

type OrderParts = {
  cart: CartAnswer;
  address: CheckedAddress;
  date: string;
  slot: TimeSlot;
  payment: PaymentChoice;
  language: ShopLanguage;
  influencerId: string | null;
};

/**
 * The POST /orders body (spec §3 "Order payload") from the checkout's state. The recipes and
 * extras are the priced cart's; no figure is sent: the server prices the order itself.
 */
export function orderBodyOf({
  cart,
  address,
  date,
  slot,
  payment,
  language,
  influencerId,
}: OrderParts): PlaceOrderInput {
  return {
    isSaveCard: payment.isNew && payment.isSaveCard,
    paymentMethodId: payment.paymentMethodId,
    deliveryAddress: {
      ...address,
      date,
      timeSlot: slot.start,
      promoDiscount: cart.promo?.applied ? cart.promo.code.toUpperCase() : '',
    },
    selectedRecipes: cart.selectedRecipes.map((recipe) => ({
      recipeId: recipe._id,
      servings: recipe.servings,
      mealTypeId: recipe.mealTypeId,
      curatedBoxId: recipe.curatedBoxId,
      originalRecipeId: recipe.originalRecipeId,
    })),
    selectedExtraProducts: Object.fromEntries(
      cart.extraGroceries.map((extra) => [extra._id, extra.quantity]),
    ),
    deliveryType: ADDRESS_DELIVERY,
    deliveryDate: `${date} ${slot.label}`,
    brandPreferences: cart.brandType,
    language,
    influencerId,
  };
}
