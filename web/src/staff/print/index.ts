/** What other dashboard areas may use of printing: the order card's print links and warnings, print-on-accept. */
export { PrintLinks } from './PrintLinks.tsx';
export { PrintWarnings } from './PrintWarnings.tsx';
export { printInFrame, printOnAcceptEnabled, setPrintOnAccept, usePrintOnAccept } from './printOnAccept.ts';
