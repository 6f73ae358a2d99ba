import type { ComponentProps } from 'react';
import { FormInput } from './FormInput.tsx';
import { withoutLetters } from './values.ts';

type PresetProps = Omit<ComponentProps<typeof FormInput>, 'name'> & { name?: string };

/**
 * Presets of the kit's input: the fields a person is reached by, with the lengths and keyboards of SPEC §5
 * (sign-up, profile, checkout, add user).
 */
export const NameInput = (props: PresetProps) => (
  <FormInput name="name" type="text" autoComplete="name" maxLength={100} {...props} />
);

export const EmailInput = (props: PresetProps) => (
  <FormInput name="email" type="email" autoComplete="email" maxLength={254} {...props} />
);

/** Telephone inputs reject letters (SPEC §5). */
export const PhoneInput = (props: PresetProps) => (
  <FormInput name="phone" type="tel" autoComplete="tel" maxLength={25} filter={withoutLetters} {...props} />
);

/** The password a person signs in with (login, and to confirm a change of their account). */
export const CurrentPasswordInput = (props: PresetProps) => (
  <FormInput name="password" type="password" autoComplete="current-password" maxLength={128} {...props} />
);
