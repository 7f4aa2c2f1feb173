/**
 * Favourites and the phone screen's remembered number (spec 3, 4, 7):
 * favourite/add, favourite/delete, phone_selected/add. Both belong to the
 * signed-in user: two staff of one practice keep their own.
 */
import { z } from 'zod';
import { messages } from '../messages';

const optionalId = z
  .int32({ error: messages.invalidRequest })
  .nonnegative(messages.invalidRequest)
  .nullable()
  .optional()
  .transform((v) => (v === null || v === undefined || v === 0 ? null : v));

/**
 * POST favourite/add: exactly one of person_id (a client), otherevent_id
 * (an other person) or groupappointment_id (a group).
 */
export const favouriteAddBody = z
  .object({ person_id: optionalId, otherevent_id: optionalId, groupappointment_id: optionalId })
  .refine(
    (b) => [b.person_id, b.otherevent_id, b.groupappointment_id].filter((v) => v !== null).length === 1,
    messages.invalidRequest,
  );
export type FavouriteAddInput = z.input<typeof favouriteAddBody>;
export type FavouriteAddBody = z.infer<typeof favouriteAddBody>;
export const favouriteAddResponse = z.object({ favourite_id: z.int32().positive() });

/** DELETE favourite/delete {id}. */
export const favouriteDeleteBody = z.object({
  id: z.int32({ error: messages.invalidRequest }).positive(messages.invalidRequest),
});
export const favouriteDeleteResponse = z.object({ favourite_id: z.literal(0) });

/**
 * POST phone_selected/add {otherevent_id, person_id, phone}: remembers the
 * number the user chose for a client (person_id) or other person
 * (otherevent_id). Saved only if numeric and non-zero (spec 5); the phone
 * must be one of the contact's.
 */
export const phoneSelectedBody = z
  .object({
    person_id: optionalId,
    otherevent_id: optionalId,
    phone: z
      .string({ error: messages.incorrectPhone })
      .trim()
      .max(12, messages.incorrectPhone)
      .transform((p) => p.replace(/-/g, ''))
      .refine((p) => /^\d+$/.test(p) && Number(p) !== 0, messages.incorrectPhone),
  })
  .refine((b) => (b.person_id === null) !== (b.otherevent_id === null), messages.invalidRequest);
export type PhoneSelectedInput = z.input<typeof phoneSelectedBody>;
export const phoneSelectedResponse = z.object({ selected_phone: z.string() });
