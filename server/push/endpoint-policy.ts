/**
 * Whether the server may POST to a subscription's endpoint. The endpoint is
 * a URL a signed-in user hands in, so without this check anyone could make
 * the server call an address of their choosing (SSRF). Only the configured
 * push services (PUSH_SERVICE_HOSTS) pass: a host equal to an entry, or
 * under it ('fcm.googleapis.com', 'x.notify.windows.com' for
 * 'notify.windows.com'). The contract already demands https, or http on
 * 127.0.0.1 (a test's push service, which a test config must list).
 */
export function isAllowedPushEndpoint(endpoint: string, allowedHosts: readonly string[]): boolean {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return false;
  }
  if (url.username !== '' || url.password !== '') return false;
  const https = url.protocol === 'https:';
  const loopbackHttp = url.protocol === 'http:' && url.hostname === '127.0.0.1';
  if (!https && !loopbackHttp) return false;
  const host = url.hostname.toLowerCase();
  return allowedHosts.some((allowed) => host === allowed || host.endsWith(`.${allowed}`));
}
