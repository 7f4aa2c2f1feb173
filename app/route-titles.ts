/**
 * Route titles that need more than a fixed text. Light on purpose: the route
 * table names every page without loading its screen.
 */
import { mailTexts } from '../domain/messages';
import { viewOfRoute } from '../domain/mail/mail-routes';
import { isMailType, isNumericId } from '../domain/routes';

/** The record id of an edit link (`?id=N`), or null for a new one. */
export function editId(search: string): number | null {
  const id = new URLSearchParams(search).get('id') ?? undefined;
  return isNumericId(id) && Number(id) > 0 ? Number(id) : null;
}

/** A route title that says 'Edit …' while an `?id=` is in the address. */
export const editAwareTitle =
  (addTitle: string, editTitle: string) =>
  (_params: unknown, search: string): string =>
    editId(search) !== null ? editTitle : addTitle;

/** A mail route's title: the box's name, a custom folder's own name (once known). */
export function mailTitle(type: string | undefined, folderId: string | undefined, folderName: (id: number) => string | undefined): string {
  if (!isMailType(type)) return mailTexts.mail;
  const view = viewOfRoute(type, folderId);
  if (type === 'custom') return view ? (folderName(view.folderId) ?? mailTexts.folderTitle) : mailTexts.mailboxesTitle;
  return type === 'mailboxes' ? mailTexts.mailboxesTitle : mailTexts[type];
}
