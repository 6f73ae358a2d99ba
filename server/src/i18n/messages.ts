import type { Language } from '@konyha/domain/common/language';
import type { Allergenic, ProductGroup } from '@konyha/domain/menu/catalogue';
import type { Weekday } from '@konyha/domain/restaurant/opening-hours.schemas';
import { weekdayNames } from '@konyha/domain/restaurant/weekday-names';

/** Texts the server writes itself (menu PDFs, e-mails), in both languages. */

interface ServerMessages {
  menuTitle: string;
  menuSubtitle: string;
  openingHours: string;
  specialDates: string;
  closed: string;
  /** Before a dish's hours (issue 31): "Kapható hétköznap 11:00–15:00". */
  available: string;
  weekdays: Record<Weekday, string>;
  delivery: string;
  drinks: string;
  generatedOn: string;
  groups: Record<ProductGroup, string>;
  allergenics: Record<Allergenic, string>;
}

export const messages: Record<Language, ServerMessages> = {
  hu: {
    menuTitle: 'Étlap',
    menuSubtitle: 'Magyar konyha, házhozszállítással a XIII. kerületben',
    openingHours: 'Nyitvatartás',
    specialDates: 'Eltérő nyitvatartás',
    closed: 'zárva',
    available: 'Kapható',
    weekdays: weekdayNames.hu,
    delivery: 'Házhozszállítás',
    drinks: 'Italok',
    generatedOn: 'Az étlap állapota',
    groups: {
      STARTER: 'Előételek',
      SOUP: 'Levesek',
      POULTRY: 'Szárnyasok',
      FISH: 'Halételek',
      PORK: 'Sertésételek',
      BEEF: 'Marhaételek',
      WOODEN_PLATE: 'Konyha fatálak',
      GARNISH: 'Köretek',
      PICKLE: 'Savanyúságok',
      DESSERT: 'Desszertek',
      SOFT_DRINK: 'Üdítők',
      BEER: 'Sörök',
      WINE: 'Borok',
      SPIRIT: 'Pálinkák és röviditalok',
      HOT_DRINK: 'Kávé és tea',
    },
    allergenics: {
      GLUTEN_FREE: 'gluténmentes',
      LACTOSE_FREE: 'laktózmentes',
      HOT: 'csípős',
      VEGETARIAN: 'vegetáriánus',
    },
  },
  en: {
    menuTitle: 'Menu',
    menuSubtitle: 'Hungarian cooking, delivered across District XIII',
    openingHours: 'Opening hours',
    specialDates: 'Special dates',
    closed: 'closed',
    available: 'Available',
    weekdays: weekdayNames.en,
    delivery: 'Home delivery',
    drinks: 'Drinks',
    generatedOn: 'Menu as of',
    groups: {
      STARTER: 'Appetisers',
      SOUP: 'Soups',
      POULTRY: 'Poultry',
      FISH: 'Fish',
      PORK: 'Pork',
      BEEF: 'Beef',
      WOODEN_PLATE: 'Konyha platters',
      GARNISH: 'Garnishes',
      PICKLE: 'Pickles',
      DESSERT: 'Desserts',
      SOFT_DRINK: 'Soft drinks',
      BEER: 'Beers',
      WINE: 'Wines',
      SPIRIT: 'Pálinka and spirits',
      HOT_DRINK: 'Coffee and tea',
    },
    allergenics: {
      GLUTEN_FREE: 'gluten free',
      LACTOSE_FREE: 'lactose free',
      HOT: 'hot',
      VEGETARIAN: 'vegetarian',
    },
  },
};
