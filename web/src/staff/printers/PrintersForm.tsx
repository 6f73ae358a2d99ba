import { zodResolver } from '@hookform/resolvers/zod';
import { type Printer, type Printers, printersSchema } from '@konyha/domain/printing/printers.schemas';
import { useId } from 'react';
import { useFieldArray, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { FieldList } from '../../components/form/FieldList.tsx';
import { Form, SubmitButton } from '../../components/form/Form.tsx';
import { showFieldRefusal } from '../../components/form/refusal.ts';
import { notifyServerError } from '../../lib/toasts/store.ts';
import { notifyStaff } from '../shared/notifyStaff.ts';
import { useSavePrinters } from './api.ts';
import { PrinterFields } from './PrinterFields.tsx';
import styles from './printers.module.css';

type Values = z.input<typeof printersSchema>;

/** The usual kitchen printer: a raw TCP printer on port 9100 that prints the tickets. */
const newPrinter: Printer = { name: '', host: '', port: 9100, tickets: true, slips: false };
const MAX_PRINTERS = 10;
/** A refused field the form shows: a printer's name, host or port ("printers.0.host"), or the list itself. */
const shownField = (path: string) => /^printers(\.\d+\.(name|host|port|tickets|slips))?$/.test(path);

/** The text of a validation message key of the printers schema; an unknown one reads as "invalid value". */
function usePrinterErrorText() {
  const { t, i18n } = useTranslation('staff');
  return (message: string | undefined) =>
    message === undefined
      ? undefined
      : t(
          (i18n.exists(`staff:printers.errors.${message}`)
            ? `printers.errors.${message}`
            : 'printers.errors.invalid') as 'printers.errors.invalid',
        );
}

/** Edits the list of printers and saves it whole; the server's refusal of a field shows at that field. */
export function PrintersForm({ saved }: { saved: Printer[] }) {
  const { t } = useTranslation('staff');
  const id = useId();
  const errorText = usePrinterErrorText();
  const form = useForm<Values, unknown, Printers>({
    resolver: zodResolver(printersSchema),
    defaultValues: { printers: saved },
  });
  const { fields, append, remove } = useFieldArray({ control: form.control, name: 'printers' });
  const save = useSavePrinters();
  const listError = form.formState.errors.printers;

  const submit = form.handleSubmit(async (body) => {
    try {
      const answer = await save.mutateAsync(body);
      form.reset(answer);
      notifyStaff('success', 'printers.saved', 'short');
    } catch (error) {
      const fieldOf = (path: string) => (shownField(path) ? (path as 'printers') : undefined);
      if (showFieldRefusal(form, error, fieldOf)) notifyStaff('warning', 'printers.fixErrors');
      else notifyServerError();
    }
  });

  return (
    <Form
      form={form}
      errorText={errorText}
      onSubmit={submit}
      className={styles.form}
      aria-labelledby={`${id}-title`}
    >
      <h2 id={`${id}-title`} className="visually-hidden">
        {t('nav.printers')}
      </h2>
      <FieldList
        items={fields}
        none={t('printers.none')}
        className={styles.printers}
        error={{ id: `${id}-error`, text: errorText(listError?.root?.message ?? listError?.message) }}
        add={{
          label: t('printers.add'),
          onAdd: () => append(newPrinter),
          disabled: fields.length >= MAX_PRINTERS,
        }}
        remove={remove}
        actions={<SubmitButton>{t('printers.save')}</SubmitButton>}
      >
        {(index, onRemove) => <PrinterFields index={index} onRemove={onRemove} />}
      </FieldList>
    </Form>
  );
}
