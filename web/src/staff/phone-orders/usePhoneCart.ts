import {
  addToCart,
  type Cart,
  type CartLine,
  removeFromCart,
  setLineOptions,
  setQuantity,
  withCoupon,
} from '@konyha/domain/cart/cart';
import { useMemo, useState } from 'react';
import type { CartEdit } from '../../features/cart/index.ts';

/**
 * The phone order's cart: the web shop's cart rules on this screen's own state, never the guest cart this browser
 * stores (the staff member may have one of their own). Lifetimes mean nothing here; the rules take a clock anyway.
 */
export function usePhoneCart() {
  const [cart, setCart] = useState<Cart | null>(null);
  const actions = useMemo(() => {
    const update = (change: (current: Cart) => Cart | null) =>
      setCart((current) => (current ? change(current) : current));
    const edit: CartEdit = {
      changeQuantity: (key, quantity) => update((current) => setQuantity(current, key, quantity, Date.now())),
      remove: (key) => update((current) => removeFromCart(current, key, Date.now())),
      changeOptions: (key, options) => update((current) => setLineOptions(current, key, options, Date.now())),
    };
    return {
      edit,
      add: (productId: number, options: readonly number[] = []) =>
        setCart((current) => addToCart(current, productId, 1, Date.now(), options)),
      /** "Same again": the lines of an earlier order instead of what was picked so far, the coupon kept. */
      replace: (lines: CartLine[]) =>
        setCart((current) =>
          lines.length === 0 ? null : { expire: Infinity, products: lines, coupon: current?.coupon ?? null },
        ),
      setCoupon: (code: string | null) => update((current) => withCoupon(current, code, Date.now())),
      clear: () => setCart(null),
    };
  }, []);
  return { cart, ...actions };
}

export type PhoneCart = ReturnType<typeof usePhoneCart>;
