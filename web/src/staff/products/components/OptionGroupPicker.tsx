import { useQuery } from '@tanstack/react-query';
import { useId, useRef, useState } from 'react';
import { useController } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import buttonStyles from '../../../components/button.module.css';
import { Fieldset } from '../../../components/form/Fieldset.tsx';
import { useFieldError } from '../../../components/form/Form.tsx';
import formStyles from '../../../components/form/form.module.css';
import { useLanguage } from '../../../i18n/i18n.ts';
import { optionGroupsQuery } from '../../shared/api/optionGroups.ts';
import { ItemButtons } from '../../shared/ItemButtons.tsx';
import { nameIn } from '../../shared/names.ts';
import { useFocusAfterMove } from '../../shared/useFocusAfterMove.ts';
import type { ProductValues } from '../api/adminProducts.ts';
import styles from './OptionGroupPicker.module.css';

const small = `${buttonStyles.button} ${buttonStyles.secondary} ${buttonStyles.small}`;

/**
 * The product's option groups in the order the guest meets them (ADMIN, MANAGER): add one from the saved groups,
 * move it up or down, remove it. The groups themselves are edited on their own screen, shared by every product.
 */
export function OptionGroupPicker() {
  const { t } = useTranslation('staff');
  const language = useLanguage();
  const id = useId();
  const groups = useQuery(optionGroupsQuery);
  const { field } = useController<ProductValues, 'optionGroupIds'>({ name: 'optionGroupIds' });
  const chosen = field.value;
  const [adding, setAdding] = useState('');
  const addSelect = useRef<HTMLSelectElement>(null);
  const focusAfterMove = useFocusAfterMove();

  const all = groups.data ?? [];
  const nameOf = (groupId: number) => {
    const group = all.find((g) => g.id === groupId);
    return group ? nameIn(group, language) : `#${groupId}`;
  };
  const addable = all.filter((group) => !chosen.includes(group.id));

  const move = (index: number, by: -1 | 1, buttonId: string) => {
    const next = [...chosen];
    const [moved] = next.splice(index, 1);
    if (moved === undefined) return;
    next.splice(index + by, 0, moved);
    field.onChange(next);
    focusAfterMove(buttonId);
  };
  const remove = (groupId: number) => {
    field.onChange(chosen.filter((other) => other !== groupId));
    addSelect.current?.focus();
  };
  const add = () => {
    if (!adding) return;
    field.onChange([...chosen, Number(adding)]);
    setAdding('');
  };

  return (
    <Fieldset
      legend={t('product.optionGroups')}
      errorText={useFieldError('optionGroupIds')}
      className={formStyles.wide}
    >
      {chosen.length === 0 ? <p className={formStyles.hint}>{t('product.noOptionGroups')}</p> : null}
      <ol className={styles.chosen}>
        {chosen.map((groupId, index) => {
          const name = nameOf(groupId);
          const buttonId = (direction: string) => `${id}-${groupId}-${direction}`;
          return (
            <li key={groupId}>
              <span>{name}</span>
              <ItemButtons
                index={index}
                count={chosen.length}
                buttonId={buttonId}
                onMove={(by, button) => move(index, by, button)}
                onRemove={() => remove(groupId)}
                removeText={t('product.removeGroup')}
                moveText={{ up: t('common.moveUp'), down: t('common.moveDown') }}
                named={{
                  up: t('product.moveUpNamed', { name }),
                  down: t('product.moveDownNamed', { name }),
                  remove: t('product.removeGroupNamed', { name }),
                }}
              />
            </li>
          );
        })}
      </ol>
      <div className={styles.adder}>
        <label htmlFor={`${id}-add`}>{t('product.addOptionGroup')}</label>
        <select
          id={`${id}-add`}
          ref={addSelect}
          className={formStyles.input}
          value={adding}
          disabled={addable.length === 0}
          onChange={(event) => setAdding(event.target.value)}
        >
          <option value="">
            {t(
              groups.isPending
                ? 'loading'
                : addable.length
                  ? 'product.chooseOptionGroup'
                  : 'product.noMoreOptionGroups',
            )}
          </option>
          {addable.map((group) => (
            <option key={group.id} value={group.id}>
              {nameIn(group, language)}
            </option>
          ))}
        </select>
        <button type="button" className={small} disabled={!adding} onClick={add}>
          {t('product.addGroupButton')}
        </button>
      </div>
    </Fieldset>
  );
}
