/** /weekly (issue 27 item 1): placeholder until the week view lands. */
export function WeekView() {
  return <section aria-label="Week" />;
}
