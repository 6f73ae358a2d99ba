import type { OptionGroup } from '@konyha/domain/menu/options.schemas';
import { aSideChoice, optionGroupInput, someExtras } from '@konyha/domain/testing/option-group.fixture';
import type { FastifyInstance } from 'fastify';

// Groups of a Hungarian kitchen for the tests of option groups, product answers and pricing.

/** "Choose one side" as the manager's form sends it: required, exactly one, fries by default, mash costs extra. */
export const sideGroup = optionGroupInput(aSideChoice());

/** Up to two priced extras, none needed. */
export const extrasGroup = optionGroupInput(someExtras({}, { max: 2 }));

/** A dish the product form makes, with the given groups in order. */
export const dishBody = (name: string, optionGroupIds: number[], changes: Record<string, unknown> = {}) => ({
  name,
  nameEnglish: `${name} (en)`,
  type: 'FOOD',
  group: 'POULTRY',
  price: 2990,
  loquuId: 7000,
  orderable: true,
  optionGroupIds,
  ...changes,
});

/** Saves a group as a manager and answers it. */
export async function addGroup(
  app: FastifyInstance,
  headers: Record<string, string>,
  body: object,
): Promise<OptionGroup> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/product/option-groups',
    headers,
    payload: body,
  });
  if (response.statusCode !== 201) throw new Error(`group not added: ${response.body}`);
  return response.json().optionGroups[0];
}

/** Adds a dish through the product form as a manager and answers its id. */
export async function addDish(
  app: FastifyInstance,
  headers: Record<string, string>,
  name: string,
  optionGroupIds: number[],
): Promise<number> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/product/product',
    headers,
    payload: dishBody(name, optionGroupIds),
  });
  if (response.statusCode !== 201) throw new Error(`dish not added: ${response.body}`);
  return response.json().products[0].id;
}

/** The option of a group by its English name. */
export function optionOf(group: OptionGroup, nameEnglish: string) {
  const found = group.options.find((option) => option.nameEnglish === nameEnglish);
  if (!found) throw new Error(`no ${nameEnglish} in ${group.nameEnglish}`);
  return found;
}
