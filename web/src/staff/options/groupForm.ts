import { zodResolver } from '@hookform/resolvers/zod';
import {
  type OptionGroup,
  type OptionGroupInput,
  optionGroupInputSchema,
} from '@konyha/domain/menu/options.schemas';
import type { z } from 'zod';

export type GroupValues = OptionGroupInput;
export type GroupBody = z.output<typeof optionGroupInputSchema>;
export type OptionValues = GroupValues['options'][number];

/** Validated by the same domain schema as the server. */
export const groupResolver = zodResolver(optionGroupInputSchema);

export const newOption: OptionValues = { name: '', nameEnglish: '', price: 0, isDefault: false };

/** A new group starts as "choose at most one", optional, with one empty option to fill in. */
export const newGroup: GroupValues = {
  name: '',
  nameEnglish: '',
  required: false,
  min: 0,
  max: 1,
  options: [newOption],
};

/** A saved group as the form edits it: each option keeps its id, so it stays the same option for carts. */
export const groupValuesOf = ({ id: _id, options, ...group }: OptionGroup): GroupValues => ({
  ...group,
  options: options.map(({ id, name, nameEnglish, price, isDefault }) => ({
    id,
    name,
    nameEnglish,
    price,
    isDefault,
  })),
});

/** A refused field the form shows: the group's fields and an option's visible ones (never an option's id). */
export const shownField = (path: string) =>
  /^(name|nameEnglish|required|min|max|options(\.\d+\.(name|nameEnglish|price|isDefault))?)$/.test(path);
