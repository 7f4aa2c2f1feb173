/**
 * The browser's part of WebAuthn (issue 17 item 16): asking the device for
 * a new passkey, or for a signature with one. @simplewebauthn/browser turns
 * the server's JSON options into navigator.credentials calls and back; it is
 * loaded only when a passkey is used.
 */
import type { PasskeyCreationOptions, PasskeyRequestOptions } from '../../../domain/contract/passkeys';

/** Whether this browser can use passkeys at all (WebAuthn, a secure page). */
export const passkeysSupported = (): boolean =>
  typeof window !== 'undefined' && typeof window.PublicKeyCredential === 'function' && window.isSecureContext;

/**
 * The device did not give a passkey: the person cancelled or let it time
 * out, the device cannot verify them, or (on adding) it already holds one
 * for this account. Nothing reached the server.
 */
export class PasskeyNotUsed extends Error {
  constructor(readonly reason: 'cancelled' | 'already-added' | 'failed') {
    super(`passkey not used: ${reason}`);
    this.name = 'PasskeyNotUsed';
  }
}

const loadWebAuthn = () => import('@simplewebauthn/browser');

function notUsed(error: unknown): PasskeyNotUsed {
  const code = error instanceof Error && 'code' in error ? String(error.code) : '';
  const name = error instanceof Error ? error.name : '';
  if (code === 'ERROR_AUTHENTICATOR_PREVIOUSLY_REGISTERED' || name === 'InvalidStateError') return new PasskeyNotUsed('already-added');
  if (code === 'ERROR_CEREMONY_ABORTED' || name === 'NotAllowedError' || name === 'AbortError') return new PasskeyNotUsed('cancelled');
  return new PasskeyNotUsed('failed');
}

/** Asks the device to make a passkey for these options; its answer, to send to the server. */
export async function createPasskey(options: PasskeyCreationOptions) {
  const { startRegistration } = await loadWebAuthn();
  try {
    // The contract checked the shape; the browser checks the values (it refuses a wrong enum itself).
    return await startRegistration({ optionsJSON: options as Parameters<typeof startRegistration>[0]['optionsJSON'] });
  } catch (error) {
    throw notUsed(error);
  }
}

/** Asks the device to sign the server's challenge with one of the allowed passkeys. */
export async function signWithPasskey(options: PasskeyRequestOptions) {
  const { startAuthentication } = await loadWebAuthn();
  try {
    return await startAuthentication({ optionsJSON: options as Parameters<typeof startAuthentication>[0]['optionsJSON'] });
  } catch (error) {
    throw notUsed(error);
  }
}
