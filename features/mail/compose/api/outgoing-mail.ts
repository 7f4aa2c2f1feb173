/**
 * What a send or a draft save sends, checked first by the rules the server
 * applies (domain/mail/compose.ts), so a refused mail costs no upload.
 */
import type { MessageKey } from '../../../../domain/messages';
import { checkCompose, composeFields, type ComposeValues } from '../../../../domain/mail/compose';
import type { NewFile } from '../atoms';
import { composeFormData } from './compose-form-data';

export type OutgoingMail =
  | { ok: true; form: FormData; values: ComposeValues; files: readonly NewFile[] }
  | { ok: false; error: MessageKey };

export function outgoingMail(values: ComposeValues, files: readonly NewFile[], providerId: number, purpose: 'send' | 'draft'): OutgoingMail {
  const error = checkCompose(
    {
      to: values.to.map((p) => p.id),
      subject: values.subject,
      body: values.body,
      attachments: [...values.kept, ...files.map(({ file }) => ({ name: file.name, size: file.size }))],
    },
    purpose,
  );
  if (error) return { ok: false, error };
  const form = composeFormData(composeFields(values, providerId), files.map(({ file }) => file));
  return { ok: true, form, values, files };
}
