/**
 * Brings a form control to the user's eye: scrolls it to the middle of its
 * scroll area (clear of a fixed header or tab bar) and focuses it. Focus
 * does not scroll again, so the control stays where it was centred.
 */
export function revealField(id: string, { focus = true }: { focus?: boolean } = {}): boolean {
  const element = document.getElementById(id);
  if (element === null) return false;
  element.scrollIntoView({ block: 'center', inline: 'nearest' });
  if (focus) element.focus({ preventScroll: true });
  return true;
}
