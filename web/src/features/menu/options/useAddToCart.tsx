import type { Product } from '@konyha/domain/menu/products';
import { lazy, Suspense, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { addProductToCart } from '../../../lib/cartStore.ts';
import type { OptionsDialogProps } from './OptionsDialog.tsx';

// Loaded when a guest first opens it, so the menu's first download stays within budget.
const OptionsDialog = lazy(() => import('./OptionsDialog.tsx'));

/** The options dialog, loaded on first use; nothing shows while its code arrives (a blink on a slow line). */
export function LazyOptionsDialog(props: OptionsDialogProps) {
  return (
    <Suspense fallback={null}>
      <OptionsDialog {...props} />
    </Suspense>
  );
}

/**
 * The menu card's "Kosárba": a dish without options goes in at once, one with options opens the dialog; when the
 * dialog closes the focus goes back to the button.
 */
export function useAddToCart(product: Product, name: string) {
  const { t } = useTranslation();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const [choosing, setChoosing] = useState(false);
  const hasOptions = product.optionGroups.length > 0;

  const onClick = () => (hasOptions ? setChoosing(true) : addProductToCart(product.id, name));
  const dialog = choosing && (
    <LazyOptionsDialog
      product={product}
      confirmLabel={t('menu.addToCart')}
      onChoose={(options) => addProductToCart(product.id, name, options)}
      onClose={() => {
        setChoosing(false);
        buttonRef.current?.focus();
      }}
    />
  );
  return { buttonRef, onClick, dialog, hasPopup: hasOptions ? ('dialog' as const) : undefined };
}
