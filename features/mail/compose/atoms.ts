/**
 * The compose screen's state (issue 12): the form's values, what was last
 * loaded or saved (to tell unsaved changes), the new files not yet sent, the
 * people the user may write to with their signatures, and what the screen
 * is doing. One compose at a time; opening the screen starts afresh
 * (api/open-compose.ts). The calls and their action atoms live in api/.
 */
import { atom } from 'jotai';
import type { MailContact, MailSignature } from '../../../domain/contract/mail';
import { composeChanged, emptyCompose, type ComposeValues } from '../../../domain/mail/compose';

/** A file picked in this visit, sent with the next send or draft save. */
export interface NewFile {
  /** Stable key for lists and removal (a File has no id). */
  key: number;
  file: File;
}

/** `sent` is final: the screen is leaving, nothing may be sent twice. */
export type ComposeStatus = 'loading' | 'ready' | 'failed' | 'sending' | 'saving' | 'sent';

export const composeValuesAtom = atom<ComposeValues>(emptyCompose);

/** The values as last loaded or saved: the form has unsaved changes when it differs. */
export const composeSavedAtom = atom<ComposeValues>(emptyCompose);

export const composeNewFilesAtom = atom<readonly NewFile[]>([]);

export const composeStatusAtom = atom<ComposeStatus>('loading');

/** Why the mail to reply to, forward or reopen could not be read (the screen offers Try again). */
export const composeLoadErrorAtom = atom<string | null>(null);

/** Whether leaving would lose something. */
export const composeDirtyAtom = atom((get) =>
  composeChanged(get(composeValuesAtom), get(composeSavedAtom), get(composeNewFilesAtom).length),
);

/** A send or draft save is under way: the buttons are busy and a second press does nothing. */
export const composeBusyAtom = atom((get) => {
  const status = get(composeStatusAtom);
  return status === 'sending' || status === 'saving' || status === 'sent';
});

/** getContactList's answer for one provider: who may be written to, and the user's signatures. */
export interface MailContacts {
  providerId: number;
  contactList: readonly MailContact[];
  signatures: readonly MailSignature[];
}
export const mailContactsAtom = atom<MailContacts | null>(null);

let nextFileKey = 1;
export const newFileKey = (): number => nextFileKey++;
