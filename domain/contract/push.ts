/**
 * Web Push (spec 4 'Install and push', spec 7 subscription/add). The browser
 * sends its PushSubscription as JSON; the server pushes only the kind of an
 * event, never a name, subject or body (issue 14).
 */
import { z } from 'zod';
import { messages } from '../messages';

const base64url = (max: number) =>
  z
    .string({ error: messages.pushSubscriptionInvalid })
    .regex(/^[A-Za-z0-9_-]+={0,2}$/, { error: messages.pushSubscriptionInvalid })
    .max(max, { error: messages.pushSubscriptionInvalid });

/** PushSubscription.toJSON(); the endpoint must be https (http only for a push service on 127.0.0.1 in tests). */
export const pushSubscriptionBody = z.object(
  {
    endpoint: z
      .string({ error: messages.pushSubscriptionInvalid })
      .max(2048, { error: messages.pushSubscriptionInvalid })
      .regex(/^(https:\/\/|http:\/\/127\.0\.0\.1[:/])/, { error: messages.pushSubscriptionInvalid }),
    expirationTime: z.number({ error: messages.pushSubscriptionInvalid }).nullable().optional(),
    keys: z.object(
      {
        p256dh: base64url(200),
        auth: base64url(50),
      },
      { error: messages.pushSubscriptionInvalid },
    ),
  },
  { error: messages.pushSubscriptionInvalid },
);
export type PushSubscriptionBody = z.infer<typeof pushSubscriptionBody>;

/** subscription/add: whether the stored subscription changed (false when it was the same). */
export const subscriptionAddResponse = z.object({ stored: z.boolean() });

/** subscription/remove (on logout): the endpoint of this browser's subscription. */
export const pushSubscriptionRemoveBody = pushSubscriptionBody.pick({ endpoint: true });
export type PushSubscriptionRemoveBody = z.infer<typeof pushSubscriptionRemoveBody>;

/** subscription/remove: whether the caller had a subscription of that endpoint (another user's is never touched). */
export const subscriptionRemoveResponse = z.object({ removed: z.boolean() });

/** subscription/vapid_public_key: the application server key for PushManager.subscribe. */
export const vapidPublicKeyResponse = z.object({ publicKey: z.string() });

/**
 * appointmentConfirmed / appointmentCancelled: a client answered a reminder's link (issue 26 item 3).
 * waitlistOffer: a freed slot is offered to a waitlist client; waitlistOfferTaken: the time they were
 * offered went to someone else; waitlistSlotFilled: to the provider's team, a slot filled from the
 * waitlist (issue 29). None says when, where or who: the app shows that after sign-in.
 */
export const PUSH_KINDS = [
  'chat',
  'mail',
  'appointment',
  'appointmentConfirmed',
  'appointmentCancelled',
  'waitlistOffer',
  'waitlistSlotFilled',
  'waitlistOfferTaken',
] as const;
export type PushKind = (typeof PUSH_KINDS)[number];

/** The whole payload a push carries: its kind, a fixed title and where a click goes. */
export const pushPayload = z.object({
  kind: z.enum(PUSH_KINDS),
  title: z.string(),
  body: z.string(),
  url: z.string(),
});
export type PushPayload = z.infer<typeof pushPayload>;

const titles: Record<PushKind, string> = {
  chat: messages.pushNewChatMessage,
  mail: messages.pushNewMail,
  appointment: messages.pushAppointmentChanged,
  appointmentConfirmed: messages.pushAppointmentConfirmed,
  appointmentCancelled: messages.pushAppointmentCancelled,
  waitlistOffer: messages.pushWaitlistOffer,
  waitlistSlotFilled: messages.pushWaitlistSlotFilled,
  waitlistOfferTaken: messages.pushWaitlistOfferTaken,
};
const urls: Record<PushKind, string> = {
  chat: '/chat_dashboard',
  mail: '/emails/inbox',
  appointment: '/daily',
  appointmentConfirmed: '/daily',
  appointmentCancelled: '/daily',
  // The portal home lists the client's open offers (the link's token never rides in a push).
  waitlistOffer: '/',
  waitlistSlotFilled: '/daily',
  waitlistOfferTaken: '/',
};

/** The one way a payload is made: nothing from the event itself can get in. */
export const pushPayloadFor = (kind: PushKind): PushPayload => ({ kind, title: titles[kind], body: messages.pushOpenToRead, url: urls[kind] });
