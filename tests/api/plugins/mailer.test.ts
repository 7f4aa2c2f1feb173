import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { publicUrlOf } from '../../../server/outbound/public-url';
import { secureMailNotice } from '../../../server/outbound/secure-mail-notice';
import { build } from '../helper';
import { parseMail } from '../mail-message';
import { waitForOutbox } from '../outbox';

const lines: string[] = [];
const t = build({ logLevel: 'trace' }, { logStream: { write: (line) => void lines.push(line) } });

describe('mailer plugin', () => {
  it('given the test config, should keep the outbox in a temp directory, never in ./data', () => {
    expect(t.config.outboxDir.startsWith(path.resolve('data'))).toBe(false);
    expect(t.config.outboxDir).toBe(path.join(t.config.dataDir, 'outbox'));
  });

  it('given no SMTP_URL, app.mailer should write to the outbox and log only the message id, even at trace', async () => {
    const notice = secureMailNotice(publicUrlOf(t.config));
    // As a route would, after its transaction committed: not awaited, a failure already logged by the mailer.
    t.app.mailer.send({ to: 'jo.other@example.com', ...notice }).catch(() => undefined);

    const [file] = await waitForOutbox(t.config.outboxDir, 1);
    const mail = parseMail(file!.raw);
    expect(mail.header('to')).toBe('jo.other@example.com');
    expect(mail.header('from')).toBe(t.config.mailFrom);
    expect(mail.text).toContain('/emails/inbox');

    const logged = lines.join('');
    expect(logged).toContain('"component":"mailer"');
    expect(logged).toContain(mail.header('message-id')!.replace(/[<>]/g, ''));
    for (const personal of ['jo.other', notice.subject]) expect(logged).not.toContain(personal);
  });
});
