import { useEffect, useRef } from 'react';

/**
 * A `<dialog>` shown as a modal while its component is mounted: on leaving it closes, and focus goes back to the
 * control that opened it (a keyboard user carries on where they were).
 */
export function useModalDialog() {
  const ref = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const dialog = ref.current;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : undefined;
    if (dialog && !dialog.open) dialog.showModal();
    return () => {
      dialog?.close();
      opener?.focus();
    };
  }, []);
  return ref;
}
