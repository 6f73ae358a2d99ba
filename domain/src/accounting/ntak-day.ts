import type { ClosedDay } from '../day-close/day-close.schemas.ts';
import { isRefused, type refusedStates } from '../orders/order-states.ts';
import type { ExportOrder } from './export-order.ts';
import type { NtakPaymentType } from './ntak.ts';
import { type NtakOrder, ntakOrder, ntakPaymentTypeOf, ntakTime } from './ntak-order.ts';

/**
 * A day of NTAK data (issue 17): the day's order summaries, NTAK's day closing (napi zárás) and Konyha's own summary
 * to check the certified software's figures against. Once a manager has closed the day (issue 34) the closing is
 * the close's: its opening, closing and tips are the ones counted then, and `napiZaras` gives the rest of it.
 */

/**
 * The day's close as NTAK's day closing (napi zárás) reads it: the business day's opening (the first order placed)
 * and closing (the last delivery), the served orders' totals and tips per NTAK payment type, the tips of the day,
 * and who closed it when. Taken from the close's kept figures, so the export of a closed day says what the manager
 * counted the cash and the card slips against.
 */
export interface NtakNapiZaras {
  lezarasIdopontja: string;
  lezarta: string;
  nyitasIdopontja: string | null;
  zarasIdopontja: string | null;
  vegosszegHUF: number;
  osszesBorravalo: number;
  fizetesiModok: {
    fizetesiMod: NtakPaymentType;
    rendelesekSzama: number;
    osszegHUF: number;
    borravaloHUF: number;
  }[];
  kihagyottRendelesek: { REJECTED: number; CANCELLED: number };
  /** The Számlázz.hu documents of the day's orders: invoices, receipts, reversals, and those that failed. */
  bizonylatok: { szamlak: number; nyugtak: number; sztornok: number; sikertelenek: number };
}

const timeOf = (instant: string | null) => (instant === null ? null : ntakTime(new Date(instant)));

export function ntakDayClose({ at, by, figures }: ClosedDay): NtakNapiZaras {
  const byType = new Map<NtakPaymentType, NtakNapiZaras['fizetesiModok'][number]>();
  for (const { payment, orders, amount, tips } of figures.ordered) {
    const fizetesiMod = ntakPaymentTypeOf[payment];
    const sums = byType.get(fizetesiMod) ?? {
      fizetesiMod,
      rendelesekSzama: 0,
      osszegHUF: 0,
      borravaloHUF: 0,
    };
    byType.set(fizetesiMod, {
      fizetesiMod,
      rendelesekSzama: sums.rendelesekSzama + orders,
      osszegHUF: sums.osszegHUF + amount,
      borravaloHUF: sums.borravaloHUF + tips,
    });
  }
  const fizetesiModok = [...byType.values()];
  const { invoices, receipts, reversals, failed } = figures.documents;
  return {
    lezarasIdopontja: ntakTime(new Date(at)),
    lezarta: by,
    nyitasIdopontja: timeOf(figures.openedAt),
    zarasIdopontja: timeOf(figures.closedAt),
    vegosszegHUF: fizetesiModok.reduce((sum, type) => sum + type.osszegHUF, 0),
    osszesBorravalo: fizetesiModok.reduce((sum, type) => sum + type.borravaloHUF, 0),
    fizetesiModok,
    kihagyottRendelesek: { REJECTED: figures.refused.rejected, CANCELLED: figures.refused.cancelled },
    bizonylatok: { szamlak: invoices, nyugtak: receipts, sztornok: reversals, sikertelenek: failed },
  };
}

export interface NtakDay {
  megjegyzes: string;
  rendelesOsszesitok: NtakOrder[];
  zarasiInformaciok: {
    targynap: string;
    targynapBesorolasa: 'NORMAL_NAP' | 'FORGALOM_NELKULI_NAP';
    nyitasIdopontja: string | null;
    zarasIdopontja: string | null;
    /** Issue 34: the couriers' tips of the day's orders, outside every order's total. */
    osszesBorravalo: number;
  };
  /** Konyha's own summary of the day, for checking the certified software's figures. */
  napiOsszesito: {
    rendelesekSzama: number;
    vegosszegHUF: number;
    fizetesiModok: { fizetesiMod: NtakPaymentType; rendelesekSzama: number; osszegHUF: number }[];
    kihagyottRendelesek: Record<(typeof refusedStates)[number], number>;
  };
  /** Whether a manager has closed the day in Konyha (issue 34); until then `napiZaras` is null. */
  napiZarasKeszult: boolean;
  napiZaras: NtakNapiZaras | null;
}

/**
 * A day's orders and its closing. Until the day is closed, the first order opens it and the last one's promised
 * end closes it (an estimate: the order keeps no delivery time); once closed, the close's figures say it, the
 * closing being the last delivery as the event log had it.
 */
export function ntakDay(
  day: string,
  orders: readonly ExportOrder[],
  close: ClosedDay | null = null,
): NtakDay {
  const reported = orders.filter((order) => !isRefused(order.state)).map(ntakOrder);
  const byType = new Map<NtakPaymentType, { rendelesekSzama: number; osszegHUF: number }>();
  for (const order of reported) {
    for (const { fizetesiMod, fizetettOsszegHUF } of order.fizetesiInformaciok.fizetesiModok) {
      const sums = byType.get(fizetesiMod) ?? { rendelesekSzama: 0, osszegHUF: 0 };
      byType.set(fizetesiMod, {
        rendelesekSzama: sums.rendelesekSzama + 1,
        osszegHUF: sums.osszegHUF + fizetettOsszegHUF,
      });
    }
  }
  // As instants: the offsets of one day differ when the clocks change.
  const byInstant = (times: string[]) => times.sort((a, b) => Date.parse(a) - Date.parse(b));
  const starts = byInstant(reported.map((order) => order.rendelesKezdete));
  const ends = byInstant(reported.map((order) => order.rendelesVege));
  const left = (state: (typeof refusedStates)[number]) =>
    orders.filter((order) => order.state === state).length;
  const napiZaras = close && ntakDayClose(close);
  return {
    megjegyzes:
      "Adat a vendéglátóhely tanúsított NTAK-szoftvere számára; a Konyha nem küldi be az NTAK-nak. / Data for the restaurant's certified NTAK software; Konyha does not submit it to NTAK.",
    rendelesOsszesitok: reported,
    zarasiInformaciok: {
      targynap: day,
      targynapBesorolasa: reported.length > 0 ? 'NORMAL_NAP' : 'FORGALOM_NELKULI_NAP',
      nyitasIdopontja: napiZaras ? napiZaras.nyitasIdopontja : (starts[0] ?? null),
      zarasIdopontja: napiZaras ? napiZaras.zarasIdopontja : (ends.at(-1) ?? null),
      osszesBorravalo:
        napiZaras?.osszesBorravalo ??
        orders.filter((order) => !isRefused(order.state)).reduce((sum, order) => sum + order.tip, 0),
    },
    napiOsszesito: {
      rendelesekSzama: reported.length,
      vegosszegHUF: reported.reduce((sum, order) => sum + order.fizetesiInformaciok.rendelesVegosszegeHUF, 0),
      fizetesiModok: [...byType].map(([fizetesiMod, sums]) => ({ fizetesiMod, ...sums })),
      kihagyottRendelesek: { REJECTED: left('REJECTED'), CANCELLED: left('CANCELLED') },
    },
    napiZarasKeszult: napiZaras !== null,
    napiZaras,
  };
}
