/** Placeholder: replaced by the screen itself. */
export function UsersScreen() {
  return <p>UsersScreen</p>;
}
