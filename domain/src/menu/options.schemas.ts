import { z } from 'zod';
import { idSchema } from '../common/input.ts';

/**
 * Option groups (issue 15): "Köret választás" (choose one side: min 1, max 1) or "Extrák" (min 0, max 5), saved on
 * their own and attached to many products in an order. Prices are whole forints added to the dish's price.
 */
export const optionSchema = z.object({
  id: z.number().int().positive(),
  name: z.string(),
  nameEnglish: z.string(),
  price: z.number().int().nonnegative(),
  available: z.boolean(),
  isDefault: z.boolean(),
});
export type Option = z.infer<typeof optionSchema>;

export const optionGroupSchema = z.object({
  id: z.number().int().positive(),
  name: z.string(),
  nameEnglish: z.string(),
  required: z.boolean(),
  min: z.number().int().nonnegative(),
  max: z.number().int().positive(),
  options: z.array(optionSchema),
});
export type OptionGroup = z.infer<typeof optionGroupSchema>;

export const optionGroupsAnswerSchema = z.object({ optionGroups: z.array(optionGroupSchema) });

const nameSchema = z.string().trim().min(1, 'required').max(80, 'tooLong');

const optionInputSchema = z.object({
  /** An option that keeps its id stays the same option (carts and availability follow it). */
  id: idSchema.optional(),
  name: nameSchema,
  nameEnglish: nameSchema,
  price: z.number('required').int('wholeNumber').min(0).max(100_000),
  isDefault: z.boolean().default(false),
});

/**
 * POST /product/option-groups and PUT /product/option-groups/{id}. A required group needs min ≥ 1; min ≤ max;
 * min cannot exceed the options there are; no more defaults than max; an option id given twice is named.
 */
export const optionGroupInputSchema = z
  .object({
    name: nameSchema,
    nameEnglish: nameSchema,
    required: z.boolean(),
    min: z.number('required').int('wholeNumber').min(0).max(50),
    max: z.number('required').int('wholeNumber').min(1).max(50),
    options: z.array(optionInputSchema).min(1, 'required').max(50, 'tooMany'),
  })
  .superRefine((group, context) => {
    if (group.required && group.min < 1)
      context.addIssue({ code: 'custom', message: 'requiredNeedsChoice', path: ['min'] });
    if (group.min > group.max) context.addIssue({ code: 'custom', message: 'minAboveMax', path: ['min'] });
    if (group.min > group.options.length)
      context.addIssue({ code: 'custom', message: 'moreThanOptions', path: ['min'] });
    if (group.options.filter((option) => option.isDefault).length > group.max)
      context.addIssue({ code: 'custom', message: 'tooManyDefaults', path: ['options'] });
    group.options.forEach((option, index) => {
      if (option.id !== undefined && group.options.findIndex((other) => other.id === option.id) !== index)
        context.addIssue({ code: 'custom', message: 'duplicate', path: ['options', index, 'id'] });
    });
  });
export type OptionGroupInput = z.input<typeof optionGroupInputSchema>;

/** PUT /product/options/{optionId}: a shop assistant runs out of fries, or has them again. */
export const optionAvailabilitySchema = z.object({ available: z.boolean() });

/** An order line's option as chosen, kept with the order: a later menu change never rewrites it. */
export const orderLineOptionSchema = z.object({
  /** Null once the option has been deleted from the menu. */
  optionId: z.number().int().nullable(),
  groupName: z.string(),
  groupNameEnglish: z.string(),
  name: z.string(),
  nameEnglish: z.string(),
  /** Its price when ordered, whole forints (part of the line's unit price). */
  price: z.number().int(),
});
export type OrderLineOption = z.infer<typeof orderLineOptionSchema>;
