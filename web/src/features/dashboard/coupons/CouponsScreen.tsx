/** Placeholder: replaced by the screen itself. */
export function CouponsScreen() {
  return <p>CouponsScreen</p>;
}
