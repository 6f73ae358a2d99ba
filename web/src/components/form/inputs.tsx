import type { ComponentProps } from 'react';
import { FormInput } from './FormInput.tsx';
import { digitsOnly, numberOrUndefined } from './values.ts';

type InputProps = Omit<ComponentProps<typeof FormInput>, 'type'>;

/** A whole number typed as digits only (SPEC §5): a text input with the numeric keyboard, its value a number. */
export const NumberInput = (props: InputProps) => (
  <FormInput
    type="text"
    inputMode="numeric"
    autoComplete="off"
    options={{ setValueAs: numberOrUndefined }}
    filter={digitsOnly}
    {...props}
  />
);

/** A text the staff types, not the browser's to fill in (a name, a host). */
export const TextInput = (props: InputProps) => <FormInput type="text" autoComplete="off" {...props} />;

type Language = { name: string; label: string };

/** The same text in Hungarian and English (a name, a label the guest pages show in either), both required. */
export function BilingualInputs({ hu, en, maxLength }: { hu: Language; en: Language; maxLength: number }) {
  return (
    <>
      <TextInput name={hu.name} label={hu.label} required lang="hu" maxLength={maxLength} />
      <TextInput name={en.name} label={en.label} required lang="en" maxLength={maxLength} />
    </>
  );
}
