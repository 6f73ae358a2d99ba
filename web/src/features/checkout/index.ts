/**
 * What the staff's phone order (issue 30) uses of the pay form: the address, time and cash fields as guests see them,
 * the courier's tip (issue 34), their rules, the order body's common part and where the server's refusals show.
 */
export { useOfferedPayments } from './api/paymentSettings.ts';
export { AddressSection } from './components/AddressSection.tsx';
export { NoteField } from './components/NoteField.tsx';
export { PayWithField } from './components/PayWithField.tsx';
export { ScheduleFields } from './components/ScheduleFields.tsx';
export { TipField } from './components/TipField.tsx';
export {
  addressFieldsShape,
  type OrderFormValues,
  orderContentOf,
  orderFieldsOfServer,
  payWithMessage,
} from './payForm.ts';
export { ASAP } from './schedule.ts';
export { tipMessage, tipOfForm } from './tipForm.ts';
export { type Schedule, useSchedule } from './useSchedule.ts';
