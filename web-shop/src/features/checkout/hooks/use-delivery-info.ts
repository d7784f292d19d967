import { type CartAnswer, type CityAnswer, orderDeliveryAddress } from '@mise/contracts';
import { useMutation } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useCartStore } from '@/shared/cart/use-cart';
import { sendDeliveryInfo } from '../api/checkout-calls';
import type { AddressDraft } from '../api/delivery-address';

/**
 * Spec §7 POST /cart/delivery-info: when the delivery city changes (or the cart was priced for
 * another one), the cart is told, and its answer, with that city's fee and taxes, is shown.
 * Returns whether the last attempt failed: the order is priced by the server anyway.
 */
export function useDeliveryInfo(
  cart: CartAnswer,
  city: CityAnswer | undefined,
  address: AddressDraft,
): { failed: boolean } {
  const store = useCartStore();
  const sent = useRef<string | null>(null);
  const send = useMutation({
    mutationFn: sendDeliveryInfo,
    onSuccess: (answer) => store.acceptOther(answer),
  });
  const pricedFor = cart.deliveryInfo?.city ?? null;
  // Only the city is awaited: the names and phone go along as they are at that moment.
  const latest = useRef(address);
  latest.current = address;

  useEffect(() => {
    if (!city || sent.current === city._id) return;
    sent.current = city._id;
    if (pricedFor === city.name && cart.deliveryInfo?.province === city.province) return;
    const { firstName, lastName, email, phone } = latest.current;
    send.mutate({
      firstName: firstName.trim().slice(0, 100),
      lastName: lastName.trim().slice(0, 100),
      // The cart takes a valid e-mail or none.
      emailAddress: orderDeliveryAddress.shape.email.safeParse(email.trim()).success
        ? email.trim()
        : '',
      phoneNumber: phone.trim().slice(0, 30),
      city: city.name,
      province: city.province,
    });
  }, [city, pricedFor, cart.deliveryInfo?.province, send.mutate]);

  return { failed: send.isError };
}
