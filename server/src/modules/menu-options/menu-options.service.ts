import type { OptionGroup, optionGroupInputSchema } from '@konyha/domain/menu/options.schemas';
import type { z } from 'zod';
import type { Database, Queryable } from '../../db/client.ts';
import { invalidField, notFound } from '../../errors.ts';
import { toGroupsByProduct, toOptionGroups } from './menu-options.mapper.ts';
import * as repo from './menu-options.repository.ts';

type GroupInput = z.output<typeof optionGroupInputSchema>;

/**
 * Option groups (issue 15): saved on their own and offered by many products, so changing one changes every dish that
 * uses it. The catalogue, built on them, listens with `onChange` and drops the menu cache at once on this instance
 * (the tables' triggers tell the others).
 */
export function createMenuOptionsService({ database }: { database: Database }) {
  const db = database.db;
  const listeners = new Set<() => void>();
  const changed = () => {
    for (const listener of listeners) listener();
  };

  async function groups(q: Queryable, ids?: number[]): Promise<OptionGroup[]> {
    const rows = await repo.listGroups(q, ids);
    return toOptionGroups(rows.groups, rows.options);
  }

  const groupValues = ({ name, nameEnglish, required, min, max }: GroupInput) => ({
    name,
    nameEnglish,
    required,
    min,
    max,
  });
  const optionValues = (option: GroupInput['options'][number], position: number) => ({
    name: option.name,
    nameEnglish: option.nameEnglish,
    price: option.price,
    isDefault: option.isDefault,
    position,
  });

  return {
    /** `listener` is told after every change of a group or an option's availability. */
    onChange(listener: () => void) {
      listeners.add(listener);
    },

    list: () => groups(db),

    async add(input: GroupInput): Promise<OptionGroup[]> {
      const id = await db.transaction(async (tx) => {
        const id = await repo.insertGroup(tx, groupValues(input));
        await repo.insertOptions(tx, id, input.options.map(optionValues));
        return id;
      });
      changed();
      return groups(db, [id]);
    },

    /** Options that keep their id stay the same option (availability kept), new ones are added, missing ones go. */
    async replace(id: number, input: GroupInput): Promise<OptionGroup[]> {
      await db.transaction(async (tx) => {
        if (!(await repo.updateGroup(tx, id, groupValues(input)))) throw notFound('Option group');
        const existing = new Set(await repo.optionIdsOf(tx, id));
        const unknown = input.options.findIndex((o) => o.id !== undefined && !existing.has(o.id));
        if (unknown >= 0) throw invalidField(`options.${unknown}.id`, 'unknownOption');
        const kept = input.options.flatMap((o) => (o.id === undefined ? [] : [o.id]));
        await repo.deleteOptionsExcept(tx, id, kept);
        for (const [position, option] of input.options.entries())
          if (option.id !== undefined) await repo.updateOption(tx, option.id, optionValues(option, position));
        await repo.insertOptions(
          tx,
          id,
          input.options.flatMap((option, position) =>
            option.id === undefined ? [optionValues(option, position)] : [],
          ),
        );
      });
      changed();
      return groups(db, [id]);
    },

    /** Any staff member runs out of an option (or has it again); the answer is the option's group. */
    async setAvailable(optionId: number, available: boolean): Promise<OptionGroup[]> {
      const groupId = await repo.setAvailable(db, optionId, available);
      if (groupId === undefined) throw notFound('Option');
      changed();
      return groups(db, [groupId]);
    },

    /** The groups of each product, in the product's order (a product without any is absent). */
    async groupsOfProducts(q: Queryable, productIds: number[]): Promise<Map<number, OptionGroup[]>> {
      if (productIds.length === 0) return new Map();
      return toGroupsByProduct(await repo.groupsOfProducts(q, productIds));
    },

    /** Sets a product's groups in order, in the caller's transaction; an unknown group is the field's error. */
    async attach(tx: Queryable, productId: number, groupIds: number[]) {
      const known = new Set(await repo.existingGroupIds(tx, groupIds));
      if (groupIds.some((id) => !known.has(id))) throw invalidField('optionGroupIds', 'unknownGroup');
      await repo.replaceProductGroups(tx, productId, groupIds);
    },
  };
}

export type MenuOptionsService = ReturnType<typeof createMenuOptionsService>;
