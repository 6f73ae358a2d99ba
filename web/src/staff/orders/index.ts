/** What other dashboard areas may use of the orders: the decisions' mutation (the kitchen's "Start" and "Ready"). */
export { useDecideOrder } from './api/decisions.ts';
