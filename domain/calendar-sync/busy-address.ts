/**
 * A personal calendar's secret address as typed or pasted: webcal:// is
 * https:// (what calendar apps mean by it); anything but https is refused
 * here (the server's guarded fetcher may allow plain http on an operator's
 * say). Shown only as host + '…': the path and query are the secret.
 */
export function normaliseBusyAddress(raw: string): string | null {
  const text = raw.trim().replace(/^webcals?:\/\//i, 'https://');
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  if (url.hostname === '' || url.username !== '' || url.password !== '') return null;
  return url.toString();
}

/** 'https://calendar.google.com/calendar/ical/…/basic.ics' → 'calendar.google.com/…'. */
export function maskBusyAddress(address: string): string {
  try {
    return `${new URL(address).host}/…`;
  } catch {
    return '…';
  }
}
