import type { DownloadedFile } from './client';

/**
 * Hands a fetched file to the browser as a download: an object URL behind a
 * temporary `<a download>`, released once the browser has taken it. Files
 * come through requestFile, because a plain link could not send the
 * session's headers.
 */
export function saveFile({ blob, fileName }: DownloadedFile): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // Some browsers read the URL after click() returns.
  window.setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
