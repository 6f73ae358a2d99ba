/** Placeholder: replaced by the screen itself. */
export function MinOrderPriceScreen() {
  return <p>MinOrderPriceScreen</p>;
}
