/** A mail's attachments: each chip downloads its file (never opened inline). */
import { useSetAtom } from 'jotai';
import { useId, useState } from 'react';
import type { MailAttachment } from '../../../domain/contract/mail';
import { mailTexts as t } from '../../../domain/messages';
import { downloadAttachmentLabel } from '../copy';
import { AttachmentChip } from '../../../ui/attachment-chip/attachment-chip';
import { downloadAttachmentAtom } from '../api/download-attachment';
import { saveFile } from './save-file';
import * as styles from './mail.css';

export function MailAttachments({ attachments }: { attachments: readonly MailAttachment[] }) {
  const download = useSetAtom(downloadAttachmentAtom);
  const [busy, setBusy] = useState<ReadonlySet<number>>(() => new Set());
  const headingId = useId();
  if (attachments.length === 0) return null;

  const open = async (attachment: MailAttachment) => {
    if (busy.has(attachment.id)) return;
    setBusy((s) => new Set(s).add(attachment.id));
    const file = await download(attachment);
    setBusy((s) => {
      const next = new Set(s);
      next.delete(attachment.id);
      return next;
    });
    if (file) saveFile(file);
  };

  return (
    <section aria-labelledby={headingId}>
      <h3 id={headingId} className={styles.sectionHeading}>
        {t.attachments}
      </h3>
      <ul className={styles.attachments}>
        {attachments.map((a) => (
          <li key={a.id}>
            <AttachmentChip
              name={a.name}
              size={a.size}
              state={busy.has(a.id) ? 'uploading' : 'ready'}
              uploadingLabel={t.downloading}
              onOpen={() => void open(a)}
              openLabel={downloadAttachmentLabel(a.name)}
            />
          </li>
        ))}
      </ul>
    </section>
  );
}
