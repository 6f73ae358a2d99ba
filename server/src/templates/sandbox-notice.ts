/**
 * The notice every sandbox page carries (issue 27): these pages are Konyha's own stand-ins for a bank and a payment
 * provider, so a guest who reaches one must see that no real money moves.
 */
export function sandboxNotice(hu: boolean): string {
  return `<p role="note" style="background:#fef3c7;color:#3f2d00;border:2px solid #92400e;border-radius:.4rem;padding:.75rem">
<strong>${hu ? 'Teszt mód' : 'Test mode'}</strong> — ${hu ? 'ez a Konyha próbabankja, valódi pénz nem mozdul.' : 'this is Konyha’s sandbox bank, no real money moves.'}</p>`;
}
