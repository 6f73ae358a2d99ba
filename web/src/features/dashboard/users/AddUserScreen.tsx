/** Placeholder: replaced by the screen itself. */
export function AddUserScreen() {
  return <p>AddUserScreen</p>;
}
