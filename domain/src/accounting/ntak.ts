/**
 * NTAK's categories for restaurant data reporting (issue 17), as NTAK's order summary names them (the keys) with
 * their Hungarian labels; the list and which sub-categories belong to which main category follow the open-source
 * client kiralyta/ntak-php. Konyha only prepares data for the restaurant's certified NTAK software. Zod-free.
 */

export const ntakCategories = {
  ETEL: 'Étel',
  ALKMENTESITAL_HELYBEN: 'Helyben készített alkoholmentes ital',
  ALKMENTESITAL_NEM_HELYBEN: 'Nem helyben készített alkoholmentes ital',
  ALKOHOLOSITAL: 'Alkoholos ital',
  EGYEB: 'Egyéb',
} as const;
export type NtakCategory = keyof typeof ntakCategories;

export const ntakSubCategories = {
  REGGELI: 'reggeli',
  SZENDVICS: 'szendvics',
  ELOETEL: 'előétel',
  LEVES: 'leves',
  FOETEL: 'főétel',
  KORET: 'köret',
  SAVANYUSAG_SALATA: 'savanyúság/saláta',
  KOSTOLO: 'kóstolóétel, kóstolófalat',
  PEKSUTEMENY: 'péksütemény, pékáru',
  DESSZERT: 'desszert',
  SNACK: 'snack',
  FOETEL_KORETTEL: 'főétel körettel',
  ETELCSOMAG: 'ételcsomag',
  EGYEB: 'egyéb',
  VIZ: 'víz',
  LIMONADE_SZORP_FACSART: 'limonádé / szörp / frissen facsart ital',
  ALKOHOLMENTES_KOKTEL: 'alkoholmentes koktél, alkoholmentes kevert ital',
  TEA_FORROCSOKOLADE: 'tea, forrócsoki és egyéb tejalapú italok',
  ITALCSOMAG: 'italcsomag',
  KAVE: 'kávé',
  ROSTOS_UDITO: 'rostos üdítő',
  SZENSAVAS_UDITO: 'szénsavas üdítő',
  SZENSAVMENTES_UDITO: 'szénsavmentes üdítő',
  KOKTEL: 'koktél, kevert ital',
  LIKOR: 'likőr',
  PARLAT: 'párlat',
  SOR: 'sör',
  BOR: 'bor',
  PEZSGO: 'pezsgő',
  SZERVIZDIJ: 'szervizdíj',
  BORRAVALO: 'borravaló',
  KISZALLITASI_DIJ: 'kiszállítási díj',
  NEM_VENDEGLATAS: 'nem vendéglátás',
  KORNYEZETBARAT_CSOMAGOLAS: 'környezetbarát csomagolás',
  MUANYAG_CSOMAGOLAS: 'műanyag csomagolás',
  KEDVEZMENY: 'kedvezmény',
} as const;
export type NtakSubCategory = keyof typeof ntakSubCategories;

/** The sub-categories a product may have under each main category (EGYEB/EGYEB is not selectable). */
export const ntakSubCategoriesOf: Record<NtakCategory, readonly NtakSubCategory[]> = {
  ETEL: [
    'REGGELI',
    'SZENDVICS',
    'ELOETEL',
    'LEVES',
    'FOETEL',
    'KORET',
    'SAVANYUSAG_SALATA',
    'KOSTOLO',
    'PEKSUTEMENY',
    'DESSZERT',
    'SNACK',
    'FOETEL_KORETTEL',
    'ETELCSOMAG',
    'EGYEB',
  ],
  ALKMENTESITAL_HELYBEN: [
    'VIZ',
    'LIMONADE_SZORP_FACSART',
    'ALKOHOLMENTES_KOKTEL',
    'TEA_FORROCSOKOLADE',
    'ITALCSOMAG',
    'KAVE',
  ],
  ALKMENTESITAL_NEM_HELYBEN: ['VIZ', 'ROSTOS_UDITO', 'SZENSAVAS_UDITO', 'SZENSAVMENTES_UDITO', 'ITALCSOMAG'],
  ALKOHOLOSITAL: ['KOKTEL', 'LIKOR', 'PARLAT', 'SOR', 'BOR', 'PEZSGO', 'ITALCSOMAG'],
  EGYEB: [
    'SZERVIZDIJ',
    'BORRAVALO',
    'KISZALLITASI_DIJ',
    'NEM_VENDEGLATAS',
    'KORNYEZETBARAT_CSOMAGOLAS',
    'MUANYAG_CSOMAGOLAS',
    'KEDVEZMENY',
  ],
};

export function isNtakPair(category: NtakCategory, sub: NtakSubCategory): boolean {
  return ntakSubCategoriesOf[category].includes(sub);
}

/** NTAK's payment types (fizetesiMod); SZÉP card is its own. */
export const ntakPaymentTypes = {
  KESZPENZHUF: 'Készpénz huf',
  SZEPKARTYA: 'Szépkártya',
  BANKKARTYA: 'Bankkártya',
  EGYEB: 'Egyéb',
} as const;
export type NtakPaymentType = keyof typeof ntakPaymentTypes;

/** NTAK's VAT categories (afaKategoria): the rates it knows, and AJT (outside VAT, e.g. the bottle deposit). */
export const ntakVatCategories = { 5: 'A_5', 18: 'B_18', 27: 'C_27', 0: 'E_0' } as const;
export const ntakOutsideVat = 'D_AJT';

/** The categories a product of a menu group starts with (the seed, a new product, the upgrade of older products). */
export const ntakDefaultsOfGroup: Record<string, { category: NtakCategory; sub: NtakSubCategory }> = {
  STARTER: { category: 'ETEL', sub: 'ELOETEL' },
  SOUP: { category: 'ETEL', sub: 'LEVES' },
  POULTRY: { category: 'ETEL', sub: 'FOETEL' },
  FISH: { category: 'ETEL', sub: 'FOETEL' },
  PORK: { category: 'ETEL', sub: 'FOETEL' },
  BEEF: { category: 'ETEL', sub: 'FOETEL' },
  WOODEN_PLATE: { category: 'ETEL', sub: 'FOETEL_KORETTEL' },
  GARNISH: { category: 'ETEL', sub: 'KORET' },
  PICKLE: { category: 'ETEL', sub: 'SAVANYUSAG_SALATA' },
  DESSERT: { category: 'ETEL', sub: 'DESSZERT' },
  SOFT_DRINK: { category: 'ALKMENTESITAL_NEM_HELYBEN', sub: 'SZENSAVAS_UDITO' },
  BEER: { category: 'ALKOHOLOSITAL', sub: 'SOR' },
  WINE: { category: 'ALKOHOLOSITAL', sub: 'BOR' },
  SPIRIT: { category: 'ALKOHOLOSITAL', sub: 'PARLAT' },
  HOT_DRINK: { category: 'ALKMENTESITAL_HELYBEN', sub: 'KAVE' },
};
