/** DELETE portalemail/signature/{signatureId}: a signature goes for good (the screen asks first). */
import { atom } from 'jotai';
import { mailSignatureDeleteResponse } from '../../../domain/contract/mail';
import { request } from '../../api/client';
import { reportMailFailureAtom } from '../atoms';
import { loadSignaturesAtom } from './load-signatures';

export const deleteMailSignature = (signatureId: number) => request('delete', `portalemail/signature/${signatureId}`, mailSignatureDeleteResponse);

/** Answers whether it is gone. The list is read again either way: a refusal may mean it was already gone. */
export const deleteSignatureAtom = atom(null, async (_get, set, signatureId: number): Promise<boolean> => {
  let deleted = false;
  try {
    await deleteMailSignature(signatureId);
    deleted = true;
  } catch (error) {
    set(reportMailFailureAtom, error);
  }
  await set(loadSignaturesAtom);
  return deleted;
});
