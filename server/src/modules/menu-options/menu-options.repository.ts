import { and, asc, eq, inArray, notInArray } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import { optionGroups, options, productOptionGroups } from '../../db/schema/index.ts';

export type OptionGroupRow = typeof optionGroups.$inferSelect;
export type OptionRow = typeof options.$inferSelect;
type GroupValues = Omit<typeof optionGroups.$inferInsert, 'id'>;
type OptionValues = Pick<OptionRow, 'name' | 'nameEnglish' | 'price' | 'isDefault' | 'position'>;

/** Every group (or the given ones) with its options in their order. */
export async function listGroups(db: Queryable, ids?: number[]) {
  const where = ids ? inArray(optionGroups.id, ids) : undefined;
  const [groups, optionRows] = await Promise.all([
    db.select().from(optionGroups).where(where).orderBy(asc(optionGroups.id)),
    db
      .select()
      .from(options)
      .where(ids ? inArray(options.groupId, ids) : undefined)
      .orderBy(asc(options.position), asc(options.id)),
  ]);
  return { groups, options: optionRows };
}

/** The groups of many products with their options, in one query: one row per product, group and option. */
export function groupsOfProducts(db: Queryable, productIds: number[]) {
  return db
    .select({ productId: productOptionGroups.productId, group: optionGroups, option: options })
    .from(productOptionGroups)
    .innerJoin(optionGroups, eq(optionGroups.id, productOptionGroups.groupId))
    .innerJoin(options, eq(options.groupId, optionGroups.id))
    .where(inArray(productOptionGroups.productId, productIds))
    .orderBy(
      asc(productOptionGroups.productId),
      asc(productOptionGroups.position),
      asc(options.position),
      asc(options.id),
    );
}

export async function insertGroup(db: Queryable, values: GroupValues): Promise<number> {
  const [row] = await db.insert(optionGroups).values(values).returning({ id: optionGroups.id });
  if (!row) throw new Error('insert returned nothing');
  return row.id;
}

export async function updateGroup(db: Queryable, id: number, values: GroupValues): Promise<boolean> {
  const rows = await db
    .update(optionGroups)
    .set(values)
    .where(eq(optionGroups.id, id))
    .returning({ id: optionGroups.id });
  return rows.length > 0;
}

export async function optionIdsOf(db: Queryable, groupId: number): Promise<number[]> {
  const rows = await db.select({ id: options.id }).from(options).where(eq(options.groupId, groupId));
  return rows.map((row) => row.id);
}

/** Removes the group's options that are not kept. */
export async function deleteOptionsExcept(db: Queryable, groupId: number, keep: number[]) {
  const where =
    keep.length > 0
      ? and(eq(options.groupId, groupId), notInArray(options.id, keep))
      : eq(options.groupId, groupId);
  await db.delete(options).where(where);
}

export async function insertOptions(db: Queryable, groupId: number, values: OptionValues[]) {
  if (values.length > 0) await db.insert(options).values(values.map((v) => ({ ...v, groupId })));
}

/** Changes what the editor sets; availability is the staff's switch and stays. */
export async function updateOption(db: Queryable, id: number, values: OptionValues) {
  await db.update(options).set(values).where(eq(options.id, id));
}

/** The group of the option switched, or undefined for an unknown option. */
export async function setAvailable(db: Queryable, id: number, available: boolean) {
  const [row] = await db
    .update(options)
    .set({ available })
    .where(eq(options.id, id))
    .returning({ groupId: options.groupId });
  return row?.groupId;
}

export async function existingGroupIds(db: Queryable, ids: number[]): Promise<number[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select({ id: optionGroups.id })
    .from(optionGroups)
    .where(inArray(optionGroups.id, ids));
  return rows.map((row) => row.id);
}

export async function replaceProductGroups(db: Queryable, productId: number, groupIds: number[]) {
  await db.delete(productOptionGroups).where(eq(productOptionGroups.productId, productId));
  if (groupIds.length > 0) {
    await db
      .insert(productOptionGroups)
      .values(groupIds.map((groupId, position) => ({ productId, groupId, position })));
  }
}
