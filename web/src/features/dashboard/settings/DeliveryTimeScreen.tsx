/** Placeholder: replaced by the screen itself. */
export function DeliveryTimeScreen() {
  return <p>DeliveryTimeScreen</p>;
}
