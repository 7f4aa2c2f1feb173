import { describe, expect, it } from 'vitest';
import {
  ATTACHMENT_MAX_BYTES,
  ATTACHMENTS_MAX,
  ATTACHMENTS_TOTAL_MAX_BYTES,
  attachmentContentType,
  checkAttachment,
  checkAttachments,
  cleanAttachmentName,
} from '../../../../domain/mail/attachments';
import { messages } from '../../../../domain/messages';

const MB = 1024 * 1024;

describe('attachment rules', () => {
  it('given allowed endings in any case, should store the allow-list content type, never a guess', () => {
    expect(attachmentContentType('Report.PDF')).toBe('application/pdf');
    expect(attachmentContentType('scan.jpeg')).toBe('image/jpeg');
    expect(attachmentContentType('notes.docx')).toBe('application/vnd.openxmlformats-officedocument.wordprocessingml.document');
    expect(attachmentContentType('page.html')).toBeNull();
    expect(attachmentContentType('setup.exe')).toBeNull();
    expect(attachmentContentType('no-ending')).toBeNull();
    expect(attachmentContentType('archive.pdf.exe')).toBeNull();
  });

  it('given names with paths, quotes or control characters, should keep only a safe last part', () => {
    expect(cleanAttachmentName('C:\\Users\\me\\letter.pdf')).toBe('letter.pdf');
    expect(cleanAttachmentName('../../etc/passwd.txt')).toBe('passwd.txt');
    expect(cleanAttachmentName('a"b\r\nc.txt')).toBe('abc.txt');
    expect(cleanAttachmentName('   ')).toBeNull();
    expect(cleanAttachmentName('..')).toBeNull();
    expect(cleanAttachmentName(`${'x'.repeat(300)}.pdf`)).toBeNull();
  });

  it('given one file, should refuse a wrong type or one byte over the limit with the table text key', () => {
    expect(checkAttachment({ name: 'a.pdf', size: ATTACHMENT_MAX_BYTES })).toBeNull();
    expect(checkAttachment({ name: 'a.pdf', size: ATTACHMENT_MAX_BYTES + 1 })).toBe('attachmentTooLarge');
    expect(checkAttachment({ name: 'a.svg', size: 10 })).toBe('attachmentTypeNotAllowed');
    expect(checkAttachment({ name: '..', size: 10 })).toBe('attachmentNameInvalid');
  });

  it('given a whole mail, should refuse more than the count or the total, and say which', () => {
    const files = (n: number, size: number) => Array.from({ length: n }, (_, i) => ({ name: `f${i}.pdf`, size }));
    expect(checkAttachments(files(ATTACHMENTS_MAX, 1))).toBeNull();
    expect(checkAttachments(files(ATTACHMENTS_MAX + 1, 1))).toBe('attachmentsTooMany');
    expect(checkAttachments(files(3, 9 * MB))).toBe('attachmentsTooLargeTogether');
    expect(checkAttachments(files(2, 9 * MB))).toBeNull();
  });

  it('should keep the limits and the messages that quote them in step', () => {
    expect(messages.attachmentTooLarge).toContain(`${ATTACHMENT_MAX_BYTES / MB} MB`);
    expect(messages.attachmentsTooLargeTogether).toContain(`${ATTACHMENTS_TOTAL_MAX_BYTES / MB} MB`);
    expect(messages.attachmentsTooMany).toContain(String(ATTACHMENTS_MAX));
  });
});
