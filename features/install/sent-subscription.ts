/**
 * The push subscription last sent to the server, per user, in localStorage
 * (spec 4: send it only when it differs). One browser may serve several users
 * of a practice in turn, each with their own row on the server.
 */
const keyOf = (userId: number) => `meadow.pushSubscription.${userId}`;

export function lastSentSubscription(userId: number): string | null {
  try {
    return localStorage.getItem(keyOf(userId));
  } catch {
    return null;
  }
}

export function rememberSentSubscription(userId: number, fingerprint: string): void {
  try {
    localStorage.setItem(keyOf(userId), fingerprint);
  } catch {
    // Without storage the subscription is sent again on the next sign-in: harmless.
  }
}

export function forgetSentSubscription(userId: number): void {
  try {
    localStorage.removeItem(keyOf(userId));
  } catch {
    // As above.
  }
}
