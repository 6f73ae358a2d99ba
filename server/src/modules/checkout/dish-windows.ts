import { dishAvailabilityText, dishAvailableAt } from '@konyha/domain/menu/availability';
import { nextAvailableFrom } from '@konyha/domain/menu/availability-changes';
import { localDay, localTime } from '@konyha/domain/restaurant/local-time';
import { AppError } from '../../errors.ts';
import type { PricedProduct } from '../catalogue/catalogue.service.ts';

/**
 * Refuses a dish ordered for an instant outside its own or its group's windows (issue 31): 409 NOT_AVAILABLE_NOW
 * naming the cart line, saying when it can be had and when next. `at` is the instant the order is for: a
 * pre-order's time (a lunch dish pre-ordered tonight for tomorrow noon is fine), else now.
 */
export function refuseOutsideWindows(product: PricedProduct, index: number, at: Date) {
  if (dishAvailableAt(product, at)) return;
  const next = nextAvailableFrom(product, at);
  const when = next ? `; next from ${localDay(next)} ${localTime(next)}` : '';
  throw new AppError(
    'NOT_AVAILABLE_NOW',
    `${product.nameEnglish} is available ${dishAvailabilityText(product, 'en')} only${when}`,
    `products.${index}.id`,
  );
}
