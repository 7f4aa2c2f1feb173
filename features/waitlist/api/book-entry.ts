/**
 * POST waitlist/book/{entryId} (issue 29): staff book an active entry by
 * hand. Not an Idempotency-Key call (domain/contract/idempotent-calls.ts):
 * an entry is booked once, so a repeat finds it no longer waiting (409) and
 * books nothing twice. An overlap answers the spec's question (409, as
 * appointment/add does); Yes sends the same body with allow_overlap.
 */
import { waitlistBookResponse, type WaitlistBookInput, type WaitlistBookResponse } from '../../../domain/contract/waitlist';
import { messages } from '../../../domain/messages';
import { ApiError } from '../../api/api-error';
import { request } from '../../api/client';

export const bookWaitlistEntry = (entryId: number, body: WaitlistBookInput): Promise<WaitlistBookResponse> =>
  request('post', `waitlist/book/${entryId}`, waitlistBookResponse, { json: body });

/** By its text too: another 409 says the entry is no longer waiting. */
export const isOverlapQuestion = (error: unknown): boolean => error instanceof ApiError && error.status === 409 && error.message === messages.overlapQuestion;
