/** Placeholder: replaced by the screen itself. */
export function CurrentOrdersScreen() {
  return <p>CurrentOrdersScreen</p>;
}
