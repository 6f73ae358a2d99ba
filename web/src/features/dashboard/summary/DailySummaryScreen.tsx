/** Placeholder: replaced by the screen itself. */
export function DailySummaryScreen() {
  return <p>DailySummaryScreen</p>;
}
