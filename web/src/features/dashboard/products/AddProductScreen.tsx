/** Placeholder: replaced by the screen itself. */
export function AddProductScreen() {
  return <p>AddProductScreen</p>;
}
