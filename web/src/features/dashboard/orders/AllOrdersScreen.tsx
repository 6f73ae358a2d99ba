/** Placeholder: replaced by the screen itself. */
export function AllOrdersScreen() {
  return <p>AllOrdersScreen</p>;
}
