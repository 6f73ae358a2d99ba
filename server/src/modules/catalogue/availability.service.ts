import type { Availability } from '@konyha/domain/menu/availability.schemas';
import { type ProductGroup, productGroups } from '@konyha/domain/menu/catalogue';
import type { GroupAvailability } from '@konyha/domain/menu/products';
import type { Database } from '../../db/client.ts';
import { announceMenuChange, listGroupWindows, saveGroupWindows } from './availability.repository.ts';
import { CATALOGUE_CHANNEL, type CatalogueService } from './catalogue.service.ts';

/**
 * The menu groups' windows (issue 31): every dish of a group can be ordered only where the group's windows allow
 * (and its own). A change is the menu's: it drops the menu cached here at once and on every instance at commit.
 */
export function createGroupAvailabilityService({
  database,
  catalogue,
}: {
  database: Database;
  catalogue: Pick<CatalogueService, 'invalidate'>;
}) {
  return {
    /** Every group in menu order, with its windows (empty: always). */
    async list(): Promise<GroupAvailability[]> {
      const windows = await listGroupWindows(database.db);
      return productGroups.map((group) => ({ group, availability: windows.get(group) ?? [] }));
    },
    async save(group: ProductGroup, availability: Availability): Promise<GroupAvailability> {
      await database.db.transaction(async (tx) => {
        await saveGroupWindows(tx, group, availability);
        await announceMenuChange(tx, CATALOGUE_CHANNEL);
      });
      catalogue.invalidate();
      return { group, availability };
    },
  };
}

export type GroupAvailabilityService = ReturnType<typeof createGroupAvailabilityService>;
