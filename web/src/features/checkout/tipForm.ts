import { maxTip } from '@konyha/domain/orders/tip';

/** The tip as the form holds it (issue 34): a percent of the order's total ('0': none), or an amount typed. */
export type TipChoice = '0' | '5' | '10' | '15' | 'other';

type TipValues = { tipChoice: TipChoice; tipAmount: string };

/** The tip the order is sent with, in whole forints: what the form shows beside the choice. */
export const tipOfForm = (values: TipValues): number =>
  values.tipChoice === '0' || values.tipAmount === '' ? 0 : Number(values.tipAmount);

/** An amount typed for "other" is whole forints, at least 1 and at most the domain's limit, as the server checks. */
export function tipMessage(values: TipValues): string | undefined {
  if (values.tipChoice !== 'other') return undefined;
  const amount = Number(values.tipAmount);
  return values.tipAmount === '' || !Number.isInteger(amount) || amount < 1 || amount > maxTip
    ? 'tipInvalid'
    : undefined;
}
