import type { AddPhoneResponse } from '../../../domain/contract/contacts';
import { messages } from '../../../domain/messages';
import { HttpError, notFound } from '../../errors';
import type { AddPhoneOutcome } from '../../repositories/contact-slots';

/** clients/add_phone and others/add_phone: the stored phone and its slot, or 404 (not the provider's) / 400 (four phones already). */
export function addedPhoneOrThrow(outcome: AddPhoneOutcome): AddPhoneResponse {
  if (outcome.kind === 'gone') throw notFound(messages.contactGone);
  if (outcome.kind === 'full') throw new HttpError(400, messages.phonesFull);
  return { phone: outcome.phone, number: outcome.number };
}
