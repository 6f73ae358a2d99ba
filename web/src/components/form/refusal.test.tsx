import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { ApiRequestError } from '../../lib/api.ts';
import { Form } from './Form.tsx';
import { FormInput } from './FormInput.tsx';
import {
  type FieldOfRefusal,
  type FieldRefusalOptions,
  refusedFieldMessage,
  showFieldRefusal,
} from './refusal.ts';

type Values = { zipCode: string; note: string };

/** A form of the kit whose submit meets `error`; the texts are the message keys in brackets. */
function Sent({
  error,
  fieldOf,
  options,
}: {
  error: unknown;
  fieldOf: FieldOfRefusal<Values>;
  options?: FieldRefusalOptions;
}) {
  const form = useForm<Values>({ defaultValues: { zipCode: '', note: '' } });
  const submit = form.handleSubmit(() => {
    if (!showFieldRefusal(form, error, fieldOf, options)) form.setError('root', { message: 'toast' });
  });
  return (
    <Form form={form} errorText={(message) => message && `[${message}]`} onSubmit={submit}>
      <FormInput name="note" label="Note" />
      <FormInput name="zipCode" label="Zip code" />
      <button type="submit">Send</button>
      {form.formState.errors.root ? <p>server error toast</p> : null}
    </Form>
  );
}

async function send(error: unknown, fieldOf: FieldOfRefusal<Values>, options?: FieldRefusalOptions) {
  render(<Sent error={error} fieldOf={fieldOf} options={options} />);
  await userEvent.setup().click(screen.getByRole('button', { name: 'Send' }));
}

const refused = (
  path: string,
  message?: string,
  code: 'VALIDATION_ERROR' | 'CONFLICT' = 'VALIDATION_ERROR',
) => new ApiRequestError(code, code === 'CONFLICT' ? 409 : 400, path, message);

describe("the server's refusal of a field", () => {
  it('shows at its field: marked invalid, described by the message for screen readers, and focused', async () => {
    await send(refused('address.zipCode', 'address.zipCode: zipInvalid'), (path) =>
      path === 'address.zipCode' ? 'zipCode' : undefined,
    );
    const zip = screen.getByRole('textbox', { name: 'Zip code' });
    expect(zip).toHaveAttribute('aria-invalid', 'true');
    expect(zip).toHaveAccessibleDescription('[zipInvalid]');
    expect(zip).toHaveFocus();
    expect(screen.getByRole('textbox', { name: 'Note' })).not.toHaveAttribute('aria-invalid');
  });

  it("reads in the form's own words where it has them", async () => {
    await send(refused('zipCode', 'zipInvalid'), () => ({ field: 'zipCode', message: 'zipNotDelivered' }));
    expect(screen.getByRole('textbox', { name: 'Zip code' })).toHaveAccessibleDescription(
      '[zipNotDelivered]',
    );
  });

  it('reads as the fallback when the server names no message', async () => {
    await send(refused('zipCode'), () => 'zipCode', { fallback: 'invalidValue' });
    expect(screen.getByRole('textbox', { name: 'Zip code' })).toHaveAccessibleDescription('[invalidValue]');
  });

  it('shows a refusal with another code only where the form words it', async () => {
    await send(refused('zipCode', undefined, 'CONFLICT'), () => 'zipCode', { also: { CONFLICT: 'inUse' } });
    expect(screen.getByRole('textbox', { name: 'Zip code' })).toHaveAccessibleDescription('[inUse]');
  });

  it('leaves the fields alone, for the server-error toast, when the field is not shown or the error is no refusal', async () => {
    await send(refused('street', 'tooLong'), () => undefined);
    expect(screen.getByText('server error toast')).toBeVisible();
    expect(screen.getByRole('textbox', { name: 'Zip code' })).not.toHaveAttribute('aria-invalid');
  });

  it('is no refusal without a field, or with another code', async () => {
    await send(new ApiRequestError('CONFLICT', 409, 'zipCode'), () => 'zipCode');
    expect(screen.getByText('server error toast')).toBeVisible();
  });
});

describe('the message of a field the server refused', () => {
  it('is the key after the field its schema check names', () => {
    expect(
      refusedFieldMessage({
        fieldPath: 'invoice.taxNumber',
        messageKey: 'invoice.taxNumber: taxNumberCheckDigit',
      }),
    ).toBe('taxNumberCheckDigit');
  });

  it('is the key itself when a rule of the server answered it, and none without one', () => {
    expect(refusedFieldMessage({ fieldPath: 'address.zipCode', messageKey: 'zipInvalid' })).toBe(
      'zipInvalid',
    );
    expect(refusedFieldMessage({ fieldPath: 'note' })).toBeUndefined();
  });
});
