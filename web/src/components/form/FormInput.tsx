import type { RegisterOptions } from 'react-hook-form';
import { useFormContext } from 'react-hook-form';
import { Field, type FieldProps, InputField, type InputFieldProps } from './Field.tsx';
import { useFieldError } from './Form.tsx';

/** An input registered in the surrounding `Form` under `name`, showing that field's error. */
export function FormInput({
  name,
  options,
  ...props
}: Omit<InputFieldProps, 'errorText' | 'name'> & { name: string; options?: RegisterOptions }) {
  const { register } = useFormContext();
  return <InputField errorText={useFieldError(name)} {...props} {...register(name, options)} />;
}

/** A Field (a select, a textarea) showing the error of the surrounding form's field `name`. */
export function FormField({ name, ...props }: Omit<FieldProps, 'errorText'> & { name: string }) {
  return <Field errorText={useFieldError(name)} {...props} />;
}
