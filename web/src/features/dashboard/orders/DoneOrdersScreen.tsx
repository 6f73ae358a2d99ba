/** Placeholder: replaced by the screen itself. */
export function DoneOrdersScreen() {
  return <p>DoneOrdersScreen</p>;
}
