/**
 * Reads an RFC 822 message (an outbox .eml file or what the SMTP capture
 * received) well enough for assertions. Bodies are decoded: quoted-printable
 * breaks long lines with `=` and encodes `=` itself, so a "does not contain"
 * on the raw text could pass while the words are there.
 */
export interface ParsedMail {
  /** A top-level header, unfolded and with encoded words decoded; undefined when absent. */
  header(name: string): string | undefined;
  /** The text/plain part, decoded. */
  text: string | undefined;
  /** The text/html part, decoded. */
  html: string | undefined;
  /** The first leaf part of this media type (an attachment too), decoded, with its Content-Type and Content-Disposition. */
  part(type: string): { contentType: string; disposition: string | undefined; body: string } | undefined;
}

interface Part {
  headers: Map<string, string>;
  body: string;
}

/** =?UTF-8?Q?…?= and =?UTF-8?B?…?= (RFC 2047), as nodemailer writes non-ASCII header text. */
function decodeEncodedWords(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, '?==?') // whitespace between two encoded words is not part of the text
    .replace(/=\?([^?]+)\?([QqBb])\?([^?]*)\?=/g, (_m, _charset: string, encoding: string, data: string) =>
      encoding.toUpperCase() === 'B'
        ? Buffer.from(data, 'base64').toString('utf8')
        : Buffer.from(
            data.replace(/_/g, ' ').replace(/=([0-9A-Fa-f]{2})/g, (_h, hex: string) => String.fromCharCode(parseInt(hex, 16))),
            'latin1',
          ).toString('utf8'),
    );
}

function decodeQuotedPrintable(body: string): string {
  const bytes = body.replace(/=\r?\n/g, '').replace(/=([0-9A-Fa-f]{2})/g, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  return Buffer.from(bytes, 'latin1').toString('utf8');
}

function splitPart(raw: string): Part {
  const end = raw.search(/\r?\n\r?\n/);
  const head = end < 0 ? raw : raw.slice(0, end);
  const body = end < 0 ? '' : raw.slice(end).replace(/^\r?\n\r?\n/, '');
  const headers = new Map<string, string>();
  for (const line of head.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon > 0) headers.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim());
  }
  return { headers, body };
}

function decodeBody(part: Part): string {
  const encoding = (part.headers.get('content-transfer-encoding') ?? '7bit').toLowerCase();
  if (encoding === 'quoted-printable') return decodeQuotedPrintable(part.body);
  if (encoding === 'base64') return Buffer.from(part.body.replace(/\s+/g, ''), 'base64').toString('utf8');
  return part.body;
}

/** Leaf parts of a (possibly nested) multipart message, in order. */
function leaves(part: Part): Part[] {
  const type = part.headers.get('content-type') ?? 'text/plain';
  const boundary = /boundary="?([^";]+)"?/i.exec(type)?.[1];
  if (!/^multipart\//i.test(type) || !boundary) return [part];
  const sections = part.body.split(`--${boundary}`).slice(1);
  // The line breaks around a boundary line belong to the boundary, not to the parts.
  return sections
    .filter((s) => !s.startsWith('--'))
    .flatMap((s) => leaves(splitPart(s.replace(/^\r?\n/, '').replace(/\r?\n$/, ''))));
}

export function parseMail(raw: string): ParsedMail {
  const top = splitPart(raw);
  const parts = leaves(top);
  const ofType = (type: string) => {
    const found = parts.find((p) => (p.headers.get('content-type') ?? 'text/plain').toLowerCase().startsWith(type));
    return found ? decodeBody(found).replace(/\r\n/g, '\n') : undefined;
  };
  return {
    header(name) {
      const value = top.headers.get(name.toLowerCase());
      return value === undefined ? undefined : decodeEncodedWords(value);
    },
    text: ofType('text/plain'),
    html: ofType('text/html'),
    part(type) {
      const found = parts.find((p) => (p.headers.get('content-type') ?? '').toLowerCase().startsWith(type));
      if (!found) return undefined;
      return { contentType: found.headers.get('content-type') ?? '', disposition: found.headers.get('content-disposition'), body: decodeBody(found) };
    },
  };
}
