/**
 * The multipart body of POST portalemail/send and portalemail/draft: the
 * `mail` field with the JSON of mailComposeFields, and one `files` part per
 * new file (the browser sets the boundary; the client must not set a
 * content type).
 */
import { MAIL_FILES_FIELD, MAIL_FORM_FIELD, type MailComposeFields } from '../../../../domain/contract/mail';

export function composeFormData(fields: MailComposeFields, files: readonly File[]): FormData {
  const form = new FormData();
  form.append(MAIL_FORM_FIELD, JSON.stringify(fields));
  for (const file of files) form.append(MAIL_FILES_FIELD, file, file.name);
  return form;
}
