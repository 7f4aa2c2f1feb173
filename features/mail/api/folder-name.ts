/** The folder dialogs' outcome: done, or the text to show beside the name field. */
import { mailFolderName } from '../../../domain/contract/mail';
import { ApiError } from '../../api/api-error';
import { messages } from '../../../domain/messages';

export type FolderOutcome = { ok: true } | { ok: false; message: string };

/** The trimmed name, or the rule it breaks (the contract's own texts), before any call. */
export function checkFolderName(raw: string): { ok: true; name: string } | { ok: false; message: string } {
  const parsed = mailFolderName.safeParse(raw);
  return parsed.success ? { ok: true, name: parsed.data } : { ok: false, message: parsed.error.issues[0]?.message ?? messages.folderNameRequired };
}

/**
 * A refused name (e.g. 'A folder with this name already exists') is a form
 * error: the dialog shows it beside its field rather than in a second popup
 * over the first.
 */
export const folderFailure = (error: unknown): FolderOutcome => ({
  ok: false,
  message: error instanceof ApiError ? error.message : messages.serverError,
});
