/**
 * @simplewebauthn/server and its helpers, loaded with the first passkey call
 * rather than at start: with their X.509 and ASN.1 parsers they hold ≈ 4 MiB
 * of heap (≈ 20 MiB resident) that a server whose users never add a passkey
 * does not need (issue 31 item 3). The module cache makes later calls free.
 */
export async function webauthn() {
  const [server, helpers] = await Promise.all([import('@simplewebauthn/server'), import('@simplewebauthn/server/helpers')]);
  return { ...server, ...helpers };
}
