import { type ReactNode, useRef } from 'react';
import button from '../button.module.css';
import { FieldError } from './Field.tsx';
import styles from './form.module.css';

export interface FieldListProps {
  /** The items of `useFieldArray`, each with its stable id. */
  items: readonly { id: string }[];
  /** Said while the list is empty. */
  none: string;
  className: string | undefined;
  /** The list's own error (too many, a repeat), under it. */
  error: { id: string; text: string | undefined };
  add: { label: string; onAdd: () => void; disabled?: boolean };
  /** Removes the item at `index`. */
  remove: (index: number) => void;
  /** Buttons beside the add button (the form's submit), in the form's row of actions. */
  actions?: ReactNode;
  /** One item's fields; `onRemove` removes it and hands the focus to the add button, not lost at the page's top. */
  children: (index: number, onRemove: () => void) => ReactNode;
}

/** A list of repeated fields a form edits (printers, special dates): each item, the list's error and an add button. */
export function FieldList({ items, none, className, error, add, remove, actions, children }: FieldListProps) {
  const addButton = useRef<HTMLButtonElement>(null);
  const addIt = (
    <button
      ref={addButton}
      type="button"
      className={`${button.button} ${button.secondary}`}
      disabled={add.disabled}
      onClick={add.onAdd}
    >
      {add.label}
    </button>
  );
  return (
    <>
      {items.length === 0 ? <p>{none}</p> : null}
      <ol className={className}>
        {items.map((item, index) => (
          <li key={item.id}>
            {children(index, () => {
              remove(index);
              addButton.current?.focus();
            })}
          </li>
        ))}
      </ol>
      <FieldError id={error.id} text={error.text} />
      {actions ? (
        <div className={styles.actions}>
          {addIt}
          {actions}
        </div>
      ) : (
        addIt
      )}
    </>
  );
}
