import type { Database } from '../../db/client.ts';
import { allRoutes, routesOf } from '../../http/module-routes.ts';
import type { ReadyAnswers } from '../../http/ready-answers.ts';
import type { MenuOptionsService } from '../menu-options/menu-options.service.ts';
import type { ScheduleService } from '../schedule/schedule.service.ts';
import type { SettingsService } from '../settings/settings.service.ts';
import { availabilityRoutes } from './availability.routes.ts';
import { createGroupAvailabilityService } from './availability.service.ts';
import { catalogueRoutes } from './catalogue.routes.ts';
import { createCatalogueService } from './catalogue.service.ts';
import { photoRoutes } from './photo.routes.ts';
import { createPhotoService } from './photo.service.ts';
import type { PortionsOrdered } from './portions.ts';
import { productAdminRoutes } from './product-admin.routes.ts';
import { createProductAdminService } from './product-admin.service.ts';

export interface CatalogueModuleDeps {
  database: Database;
  clock: () => Date;
  schedule: Pick<ScheduleService, 'openingHours' | 'onChange'>;
  options: Pick<MenuOptionsService, 'groupsOfProducts' | 'attach' | 'onChange'>;
  settings: Pick<SettingsService, 'vatRatesHeld' | 'vatRatesUsedBy'>;
  /** The order module's read of the portions ordered (createOrderReads, built first). */
  orders: PortionsOrdered;
  /** The menu's reads answered before the framework (ready-answers.ts). */
  readyAnswers: ReadyAnswers;
}

/** The menu as guests read it (cached, started before the app answers), the staff's product admin and photos. */
export async function createCatalogueModule(deps: CatalogueModuleDeps) {
  const { database, clock, settings } = deps;
  const catalogue = createCatalogueService(deps);
  await catalogue.start();
  // A VAT rate a product has cannot be removed from the settings.
  settings.vatRatesUsedBy(catalogue);
  const productAdmin = createProductAdminService({ ...deps, catalogue });
  const photos = createPhotoService({ database, catalogue, clock, present: productAdmin.present });
  const groupWindows = createGroupAvailabilityService({ database, catalogue });
  return {
    catalogue,
    routes: allRoutes(
      routesOf(catalogueRoutes, { catalogue, readyAnswers: deps.readyAnswers }),
      routesOf(productAdminRoutes, { admin: productAdmin }),
      routesOf(photoRoutes, { photos }),
      routesOf(availabilityRoutes, { groups: groupWindows }),
    ),
  };
}
