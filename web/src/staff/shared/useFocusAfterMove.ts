import { useEffect, useState } from 'react';

/**
 * After a row of an ordered list moves up or down, the button that moved it keeps the focus: React moves the row's
 * element, and some browsers drop the focus of a moved element. Call the answer with that button's id.
 */
export function useFocusAfterMove(): (buttonId: string) => void {
  // An object, so moving the same row twice in a row focuses again.
  const [target, setTarget] = useState<{ id: string } | null>(null);
  useEffect(() => {
    if (target) document.getElementById(target.id)?.focus();
  }, [target]);
  return (id) => setTarget({ id });
}
