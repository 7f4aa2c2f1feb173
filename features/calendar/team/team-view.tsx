/** /team (issue 27 item 5): placeholder until the team view lands. */
export function TeamView() {
  return <section aria-label="Team" />;
}
