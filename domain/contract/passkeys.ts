/**
 * Passkeys (WebAuthn) that unlock a kept session after idle time (issue 17
 * item 16): the user's own list, adding one (the current password first),
 * removing one, and unlocking with one. The browser's answers are the JSON
 * forms of WebAuthn's credentials (base64url fields), bounded in size.
 */
import { z } from 'zod';
import { messages } from '../messages';
import { currentPasswordField } from './account';

/** The most passkeys one user keeps. */
export const MAX_PASSKEYS_PER_USER = 10;

/** A credential ID is at most 1023 bytes (WebAuthn §5.1): 1364 base64url characters. */
const CREDENTIAL_ID_MAX = 1364;

const base64url = (max: number) =>
  z
    .string({ error: messages.passkeyNotVerified })
    .min(1, { error: messages.passkeyNotVerified })
    .max(max, { error: messages.passkeyNotVerified })
    .regex(/^[A-Za-z0-9_-]+$/, { error: messages.passkeyNotVerified });

const transports = z.array(z.enum(['ble', 'cable', 'hybrid', 'internal', 'nfc', 'smart-card', 'usb'])).max(8);

const credentialFields = {
  id: base64url(CREDENTIAL_ID_MAX),
  rawId: base64url(CREDENTIAL_ID_MAX),
  type: z.literal('public-key', { error: messages.passkeyNotVerified }),
  authenticatorAttachment: z.enum(['platform', 'cross-platform']).optional(),
  /** Extensions are not asked for; whatever the browser adds is not read. */
  clientExtensionResults: z.record(z.string(), z.unknown()),
};

/** POST /account/passkeys/options: adding a passkey asks for the password again. */
export const passkeyOptionsBody = z.object({ currentPassword: currentPasswordField });
export type PasskeyOptionsBody = z.infer<typeof passkeyOptionsBody>;

/** POST /account/passkeys: the browser's answer to navigator.credentials.create(). */
export const addPasskeyBody = z.object({
  response: z.object({
    ...credentialFields,
    response: z.object({
      clientDataJSON: base64url(8_192),
      attestationObject: base64url(65_536),
      authenticatorData: base64url(65_536).optional(),
      transports: transports.optional(),
      publicKey: base64url(8_192).optional(),
      publicKeyAlgorithm: z.int32().optional(),
    }),
  }),
});
export type AddPasskeyBody = z.infer<typeof addPasskeyBody>;

/** POST /auth/unlock/passkey: the browser's answer to navigator.credentials.get(). */
export const unlockWithPasskeyBody = z.object({
  response: z.object({
    ...credentialFields,
    response: z.object({
      clientDataJSON: base64url(8_192),
      authenticatorData: base64url(65_536),
      signature: base64url(2_048),
      userHandle: base64url(128).optional(),
    }),
  }),
});
export type UnlockWithPasskeyBody = z.infer<typeof unlockWithPasskeyBody>;

export const passkeySummary = z.object({
  id: z.int32(),
  createdAt: z.iso.datetime({ offset: true }),
  lastUsedAt: z.iso.datetime({ offset: true }).nullable(),
  /** Synced to the user's other devices (a platform's passkey manager), or bound to one authenticator. */
  synced: z.boolean(),
});
export type PasskeySummary = z.infer<typeof passkeySummary>;

export const passkeyListResponse = z.object({ passkeys: z.array(passkeySummary) });
export type PasskeyListResponse = z.infer<typeof passkeyListResponse>;

export const addPasskeyResponse = z.object({ passkey: passkeySummary });
export type AddPasskeyResponse = z.infer<typeof addPasskeyResponse>;

export const removePasskeyParams = z.object({ id: z.coerce.number().int().min(1).max(2_147_483_647) });

export const removePasskeyResponse = z.object({ success: z.literal(true) });

const descriptor = z.object({ id: z.string(), type: z.string(), transports: z.array(z.string()).optional() });

/**
 * What navigator.credentials.create() is called with, as JSON (WebAuthn's
 * PublicKeyCredentialCreationOptionsJSON). Extensions are not asked for.
 */
export const passkeyCreationOptions = z.object({
  challenge: z.string(),
  rp: z.object({ name: z.string(), id: z.string().optional() }),
  user: z.object({ id: z.string(), name: z.string(), displayName: z.string() }),
  pubKeyCredParams: z.array(z.object({ alg: z.number(), type: z.string() })),
  timeout: z.number().optional(),
  excludeCredentials: z.array(descriptor).optional(),
  authenticatorSelection: z
    .object({
      authenticatorAttachment: z.string().optional(),
      requireResidentKey: z.boolean().optional(),
      residentKey: z.string().optional(),
      userVerification: z.string().optional(),
    })
    .optional(),
  hints: z.array(z.string()).optional(),
  attestation: z.string().optional(),
});
export type PasskeyCreationOptions = z.infer<typeof passkeyCreationOptions>;

/** What navigator.credentials.get() is called with, as JSON (PublicKeyCredentialRequestOptionsJSON). */
export const passkeyRequestOptions = z.object({
  challenge: z.string(),
  timeout: z.number().optional(),
  rpId: z.string().optional(),
  allowCredentials: z.array(descriptor).optional(),
  userVerification: z.string().optional(),
  hints: z.array(z.string()).optional(),
});
export type PasskeyRequestOptions = z.infer<typeof passkeyRequestOptions>;

export const passkeyOptionsResponse = z.object({ options: passkeyCreationOptions });
export type PasskeyOptionsResponse = z.infer<typeof passkeyOptionsResponse>;

/** POST /auth/unlock/passkey/options: null when the user has no passkey (the lock screen then offers none). */
export const unlockPasskeyOptionsResponse = z.object({ options: passkeyRequestOptions.nullable() });
export type UnlockPasskeyOptionsResponse = z.infer<typeof unlockPasskeyOptionsResponse>;
