import { useId, useRef } from 'react';
import { useFieldArray, useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import buttonStyles from '../../components/button.module.css';
import { Checkbox } from '../../components/form/Checkbox.tsx';
import { FieldError } from '../../components/form/Field.tsx';
import { Fieldset } from '../../components/form/Fieldset.tsx';
import { useFieldError } from '../../components/form/Form.tsx';
import formStyles from '../../components/form/form.module.css';
import { BilingualInputs, NumberInput } from '../../components/form/inputs.tsx';
import { useLanguage } from '../../i18n/i18n.ts';
import { ItemButtons } from '../shared/ItemButtons.tsx';
import { useFocusAfterMove } from '../shared/useFocusAfterMove.ts';
import { type GroupValues, newOption } from './groupForm.ts';
import styles from './options.module.css';

const small = `${buttonStyles.button} ${buttonStyles.secondary} ${buttonStyles.small}`;

/** The group's options in their order: add, remove, move up or down; each keeps its id through the moves. */
export function OptionsEditor() {
  const { t } = useTranslation('staff');
  const id = useId();
  const { control } = useFormContext<GroupValues>();
  const { fields, append, remove, move } = useFieldArray({ control, name: 'options' });
  const addButton = useRef<HTMLButtonElement>(null);
  const focusAfterMove = useFocusAfterMove();
  const rootError = useFieldError('options.root');
  const listError = useFieldError('options');

  return (
    <Fieldset legend={t('options.options')} className={formStyles.wide}>
      <ol className={styles.optionEditors}>
        {fields.map((field, index) => (
          <li key={field.id}>
            <OptionEditor
              index={index}
              count={fields.length}
              buttonId={(direction) => `${id}-${field.id}-${direction}`}
              onMove={(by, buttonId) => {
                move(index, index + by);
                focusAfterMove(buttonId);
              }}
              onRemove={() => {
                remove(index);
                addButton.current?.focus();
              }}
            />
          </li>
        ))}
      </ol>
      <FieldError id={`${id}-error`} text={rootError ?? listError} />
      <button ref={addButton} type="button" className={small} onClick={() => append(newOption)}>
        {t('options.addOption')}
      </button>
    </Fieldset>
  );
}

interface OptionEditorProps {
  index: number;
  count: number;
  buttonId: (direction: 'up' | 'down') => string;
  onMove: (by: -1 | 1, buttonId: string) => void;
  onRemove: () => void;
}

function OptionEditor({ index, count, buttonId, onMove, onRemove }: OptionEditorProps) {
  const { t } = useTranslation('staff');
  const language = useLanguage();
  const { register } = useFormContext<GroupValues>();
  const name = `options.${index}` as const;
  const option = useWatch<GroupValues, typeof name>({ name });
  const typed = (language.startsWith('hu') ? option?.name : option?.nameEnglish)?.trim();
  // Named by what it is so far, so its fields and buttons say which option they belong to.
  const title = [t('options.option', { number: index + 1 }), typed].filter(Boolean).join(': ');
  const named = (action: string) => t('options.named', { action, name: title });

  return (
    <fieldset className={`${formStyles.fieldset} ${styles.optionEditor}`}>
      <legend>{title}</legend>
      <BilingualInputs
        hu={{ name: `${name}.name`, label: t('options.name') }}
        en={{ name: `${name}.nameEnglish`, label: t('options.nameEnglish') }}
        maxLength={80}
      />
      <NumberInput name={`${name}.price`} label={t('options.price')} required maxLength={6} />
      <Checkbox {...register(`${name}.isDefault`)}>{t('options.isDefault')}</Checkbox>
      <div className={styles.optionButtons}>
        <ItemButtons
          {...{ index, count, buttonId, onMove, onRemove }}
          removeText={t('options.removeOption')}
          moveText={{ up: t('common.moveUp'), down: t('common.moveDown') }}
          named={{
            up: named(t('common.moveUp')),
            down: named(t('common.moveDown')),
            remove: named(t('options.removeOption')),
          }}
        />
      </div>
    </fieldset>
  );
}
