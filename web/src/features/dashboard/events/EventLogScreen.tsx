/** Placeholder: replaced by the screen itself. */
export function EventLogScreen() {
  return <p>EventLogScreen</p>;
}
