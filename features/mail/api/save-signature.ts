/**
 * PUT portalemail/signature: creates a signature (no id) or changes one.
 * The list is read again afterwards, so it shows what the server kept
 * (it sanitises the body).
 */
import { atom } from 'jotai';
import { mailSignatureBody, mailSignatureResponse } from '../../../domain/contract/mail';
import { messages } from '../../../domain/messages';
import { request } from '../../api/client';
import { ApiError } from '../../api/api-error';
import { pushMessageAtom } from '../../api/popup-atoms';
import { reportMailFailureAtom } from '../atoms';
import { loadSignaturesAtom } from './load-signatures';

export interface SignatureInput {
  /** Absent: a new signature. */
  id?: number;
  name: string;
  body: string;
}

export const putMailSignature = (input: SignatureInput) => request('put', 'portalemail/signature', mailSignatureResponse, { json: input });

/**
 * Done, or not: `nameError` is the text the dialog shows beside its name
 * field; any other refusal has gone to the global popup (null here).
 */
export type SignatureOutcome = { ok: true } | { ok: false; nameError: string | null };

/** The server's texts for a refused name (its other refusals are not the field's). */
const nameErrors: readonly string[] = [messages.signatureNameRequired, messages.folderNameTooLong];

export const saveSignatureAtom = atom(null, async (_get, set, input: SignatureInput): Promise<SignatureOutcome> => {
  // The contract's own rules first: a wrong name never costs a call.
  const checked = mailSignatureBody.safeParse(input);
  if (!checked.success) {
    const issue = checked.error.issues[0];
    if (issue?.path[0] === 'name') return { ok: false, nameError: issue.message };
    set(pushMessageAtom, { text: issue?.message ?? messages.invalidRequest });
    return { ok: false, nameError: null };
  }
  try {
    await putMailSignature(checked.data);
  } catch (error) {
    if (error instanceof ApiError && nameErrors.includes(error.message)) return { ok: false, nameError: error.message };
    set(reportMailFailureAtom, error);
    return { ok: false, nameError: null };
  }
  await set(loadSignaturesAtom);
  return { ok: true };
});
