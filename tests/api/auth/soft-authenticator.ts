/**
 * A software passkey for API tests: an ECDSA P-256 key that answers
 * WebAuthn's create() and get() as a platform authenticator would (packed
 * 'none' attestation, user present and verified), so the server's checks
 * run on real signatures. Its knobs make the answers tests need to refuse.
 */
import { createHash, generateKeyPairSync, randomBytes, sign, type KeyObject } from 'node:crypto';
import { isoBase64URL, isoCBOR } from '@simplewebauthn/server/helpers';

const FLAG_USER_PRESENT = 0x01;
const FLAG_USER_VERIFIED = 0x04;
const FLAG_BACKUP_ELIGIBLE = 0x08;
const FLAG_BACKED_UP = 0x10;
const FLAG_ATTESTED_DATA = 0x40;

const b64 = (bytes: Uint8Array): string => Buffer.from(bytes).toString('base64url');
const sha256 = (data: Uint8Array | string): Buffer => createHash('sha256').update(data).digest();
const u32 = (n: number): Buffer => {
  const out = Buffer.alloc(4);
  out.writeUInt32BE(n);
  return out;
};

export interface CeremonyOptions {
  /** The page the browser says it was on. */
  origin: string;
  /** The relying party the authenticator signs for. */
  rpId: string;
  challenge: string;
  /** Leave out user verification (a device without PIN or biometrics). */
  unverified?: boolean;
}

export class SoftAuthenticator {
  readonly credentialId = randomBytes(32);
  private readonly privateKey: KeyObject;
  private readonly publicJwk: { x: string; y: string };
  signCount = 0;

  constructor(readonly synced = false) {
    const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
    this.privateKey = privateKey;
    const jwk = publicKey.export({ format: 'jwk' });
    this.publicJwk = { x: jwk.x!, y: jwk.y! };
  }

  get id(): string {
    return b64(this.credentialId);
  }

  private flags(o: CeremonyOptions, extra = 0): number {
    const backup = this.synced ? FLAG_BACKUP_ELIGIBLE | FLAG_BACKED_UP : 0;
    return FLAG_USER_PRESENT | (o.unverified ? 0 : FLAG_USER_VERIFIED) | backup | extra;
  }

  private clientData(type: 'webauthn.create' | 'webauthn.get', o: CeremonyOptions): Buffer {
    return Buffer.from(JSON.stringify({ type, challenge: o.challenge, origin: o.origin, crossOrigin: false }));
  }

  /** navigator.credentials.create()'s answer, as RegistrationResponseJSON. */
  create(o: CeremonyOptions) {
    const cosePublicKey = isoCBOR.encode(
      new Map<number, number | Uint8Array>([
        [1, 2], // kty: EC2
        [3, -7], // alg: ES256
        [-1, 1], // crv: P-256
        [-2, isoBase64URL.toBuffer(this.publicJwk.x)],
        [-3, isoBase64URL.toBuffer(this.publicJwk.y)],
      ]),
    );
    const idLength = Buffer.alloc(2);
    idLength.writeUInt16BE(this.credentialId.length);
    const authData = Buffer.concat([
      sha256(o.rpId),
      Buffer.from([this.flags(o, FLAG_ATTESTED_DATA)]),
      u32(this.signCount),
      Buffer.alloc(16), // AAGUID: none
      idLength,
      this.credentialId,
      Buffer.from(cosePublicKey),
    ]);
    const attestationObject = isoCBOR.encode(
      new Map<string, string | Map<string, string> | Uint8Array>([
        ['fmt', 'none'],
        ['attStmt', new Map<string, string>()],
        ['authData', new Uint8Array(authData)],
      ]),
    );
    return {
      id: this.id,
      rawId: this.id,
      type: 'public-key' as const,
      response: {
        clientDataJSON: b64(this.clientData('webauthn.create', o)),
        attestationObject: b64(attestationObject),
        transports: ['internal' as const],
      },
      authenticatorAttachment: 'platform' as const,
      clientExtensionResults: {},
    };
  }

  /** navigator.credentials.get()'s answer, as AuthenticationResponseJSON; each answer counts up. */
  get(o: CeremonyOptions, signWith: SoftAuthenticator = this) {
    this.signCount += 1;
    const authenticatorData = Buffer.concat([sha256(o.rpId), Buffer.from([this.flags(o)]), u32(this.signCount)]);
    const clientDataJSON = this.clientData('webauthn.get', o);
    const signature = sign('sha256', Buffer.concat([authenticatorData, sha256(clientDataJSON)]), signWith.privateKey);
    return {
      id: this.id,
      rawId: this.id,
      type: 'public-key' as const,
      response: {
        clientDataJSON: b64(clientDataJSON),
        authenticatorData: b64(authenticatorData),
        signature: b64(signature),
      },
      authenticatorAttachment: 'platform' as const,
      clientExtensionResults: {},
    };
  }
}
