import button from '../../components/button.module.css';

const small = `${button.button} ${button.secondary} ${button.small}`;

export interface ItemButtonsProps {
  index: number;
  count: number;
  /** The id of the item's up or down button, so the focus can follow the item to its new place. */
  buttonId: (direction: 'up' | 'down') => string;
  onMove: (by: -1 | 1, buttonId: string) => void;
  onRemove: () => void;
  /** The remove button's text (the move buttons say "up" and "down"). */
  removeText: string;
  /** Each button's name for screen readers, naming the item: several items' buttons read the same otherwise. */
  named: { up: string; down: string; remove: string };
  moveText: { up: string; down: string };
}

/** An item's buttons in a list the staff puts in order (options, a product's option groups): up, down, remove. */
export function ItemButtons({
  index,
  count,
  buttonId,
  onMove,
  onRemove,
  removeText,
  named,
  moveText,
}: ItemButtonsProps) {
  const move = (direction: 'up' | 'down', by: -1 | 1, disabled: boolean) => (
    <button
      type="button"
      id={buttonId(direction)}
      className={small}
      disabled={disabled}
      aria-label={named[direction]}
      onClick={() => onMove(by, buttonId(direction))}
    >
      {moveText[direction]}
    </button>
  );
  return (
    <>
      {move('up', -1, index === 0)}
      {move('down', 1, index === count - 1)}
      <button type="button" className={small} aria-label={named.remove} onClick={onRemove}>
        {removeText}
      </button>
    </>
  );
}
