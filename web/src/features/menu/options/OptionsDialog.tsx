import { formatForint } from '@konyha/domain/common/money';
import { localizedProduct } from '@konyha/domain/menu/catalogue';
import { type ChoiceProblem, choiceProblem, defaultChoice, unitPrice } from '@konyha/domain/menu/options';
import type { OptionGroup } from '@konyha/domain/menu/options.schemas';
import type { Product } from '@konyha/domain/menu/products';
import { type FormEvent, type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import button from '../../../components/button.module.css';
import dialog from '../../../components/dialog.module.css';
import { useLanguage } from '../../../i18n/i18n.ts';
import { localizedName } from './localizedName.ts';
import { OptionGroupFieldset } from './OptionGroupFieldset.tsx';
import styles from './OptionsDialog.module.css';

export type OptionsDialogProps = {
  product: Product;
  /** The choice to start from; the dish's default options when absent. */
  initial?: readonly number[];
  confirmLabel: string;
  onChoose: (options: number[]) => void;
  /** The opener unmounts the dialog and puts the focus back on its button. */
  onClose: () => void;
};

/**
 * Choosing a dish's options (issue 15) on the native modal <dialog>: the browser traps the focus and makes the page
 * behind inert; Escape closes. The price follows the choice, and the confirm button waits until every group is
 * satisfied, saying what is still missing.
 */
export default function OptionsDialog({
  product,
  initial,
  confirmLabel,
  onChoose,
  onClose,
}: OptionsDialogProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const ref = useRef<HTMLDialogElement>(null);
  const id = useId();
  const groups = product.optionGroups;
  const [chosen, setChosen] = useState<number[]>(() => [...(initial ?? defaultChoice(groups))]);
  const problem = choiceProblem(groups, chosen);
  const name = localizedProduct(product, language).name;

  useEffect(() => {
    if (!ref.current?.open) ref.current?.showModal();
  }, []);

  const inGroup = (group: OptionGroup) =>
    chosen.filter((option) => group.options.some((o) => o.id === option));
  const choose = (group: OptionGroup, picked: number[]) =>
    setChosen((current) => [
      ...current.filter((option) => !group.options.some((o) => o.id === option)),
      ...picked,
    ]);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape') return;
    event.preventDefault();
    onClose();
  };
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (problem) return;
    onChoose(chosen);
    onClose();
  };

  return (
    <dialog
      ref={ref}
      className={`${dialog.dialog} ${styles.dialog}`}
      aria-labelledby={`${id}-title`}
      onKeyDown={onKeyDown}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
    >
      <form onSubmit={onSubmit}>
        <h2 id={`${id}-title`}>{name}</h2>
        {groups.map((group) => (
          <OptionGroupFieldset
            key={group.id}
            group={group}
            chosen={inGroup(group)}
            onChange={(picked) => choose(group, picked)}
          />
        ))}
        <p className={styles.price} aria-live="polite">
          {t('menu.options.price')}:{' '}
          <strong>{formatForint(unitPrice(product.price, groups, chosen), language)}</strong>
        </p>
        {problem && (
          <p id={`${id}-problem`} className={styles.problem}>
            {problemText(problem)}
          </p>
        )}
        <div className={dialog.actions}>
          <button type="button" className={`${button.button} ${button.secondary}`} onClick={onClose}>
            {t('menu.options.cancel')}
          </button>
          <button
            type="submit"
            className={`${button.button} ${button.primary}`}
            disabled={problem !== undefined}
            aria-describedby={problem ? `${id}-problem` : undefined}
          >
            {confirmLabel}
          </button>
        </div>
      </form>
    </dialog>
  );

  function problemText({ groupId, kind }: ChoiceProblem): string {
    const group = groups.find((candidate) => candidate.id === groupId);
    if (kind === 'unknownOption' || kind === 'unavailableOption' || !group)
      return t(`menu.options.problem.${kind === 'unavailableOption' ? kind : 'unknownOption'}`);
    return t(`menu.options.problem.${kind}`, {
      group: localizedName(group, language),
      min: group.min,
      max: group.max,
    });
  }
}
