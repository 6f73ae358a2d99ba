/** Placeholder: replaced by the screen itself. */
export function EditProductScreen() {
  return <p>EditProductScreen</p>;
}
