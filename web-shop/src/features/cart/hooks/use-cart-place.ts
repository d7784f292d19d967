import { useLocation } from 'react-router';
import { useStorefrontHandle } from '@/shared/storefront/use-storefront';
import { type CartPlace, cartPlace, pathInStorefront } from '../api/cart-place';

export function useCartPlace(): CartPlace {
  const { pathname } = useLocation();
  return cartPlace(pathInStorefront(pathname, useStorefrontHandle()));
}
