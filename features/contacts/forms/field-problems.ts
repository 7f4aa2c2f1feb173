/**
 * Which field of a contact form each of the contract's issues points at, so
 * the form can mark it (issue 17 item 11). The rules are the contract's
 * (clientBodyFor, personAddBody, eventAddBody, groupAddBody): every issue's
 * zod path names a body field, which these maps turn into the form's field.
 * Phones and e-mails are sent without their empty rows, so the n-th sent
 * one is the n-th filled row of the form. Pure and unit tested.
 */
import type { z } from 'zod';
import type { PhoneSlot } from '../../../domain/contacts/phone-slots';
import { messages } from '../../../domain/messages';

/** A contact form field that can show an error: named ones, or the n-th phone or e-mail row. */
export type ContactField = string;

export type FieldOfPath = (path: readonly PropertyKey[]) => ContactField | null;

export interface ContactProblems {
  /** Each field's first problem. */
  problems: Partial<Record<ContactField, string>>;
  /** The popup's text: the first issue's message (spec 5), or null when the body passes. */
  message: string | null;
  /** The field to focus: the first issue's, else the first issue that names a field. */
  first: ContactField | null;
}

export function contactProblems(schema: z.ZodType, body: unknown, fieldOf: FieldOfPath): ContactProblems {
  const parsed = schema.safeParse(body);
  if (parsed.success) return { problems: {}, message: null, first: null };
  const problems: Partial<Record<ContactField, string>> = {};
  let first: ContactField | null = null;
  for (const issue of parsed.error.issues) {
    const field = fieldOf(issue.path);
    if (field === null) continue;
    problems[field] ??= issue.message;
    first ??= field;
  }
  const head = parsed.error.issues[0];
  const headField = head ? fieldOf(head.path) : null;
  return { problems, message: head?.message ?? messages.invalidRequest, first: headField ?? first };
}

export const phoneField = (row: number): ContactField => `phone-${row}`;
export const emailField = (row: number): ContactField => `email-${row}`;

/** The form row of the n-th filled entry (what the body sends), or -1. */
export function rowOfFilled(rows: readonly string[], sent: number): number {
  let seen = -1;
  for (let row = 0; row < rows.length; row += 1) {
    if (rows[row]!.trim() === '') continue;
    seen += 1;
    if (seen === sent) return row;
  }
  return -1;
}

/** Body fields that are form fields of the same name. */
const SAME_NAME: Record<string, ContactField> = {
  firstName: 'firstName',
  lastName: 'lastName',
  timezone: 'timezone',
  name: 'name',
  insuranceCompany: 'insuranceCompany',
  insuranceId: 'insuranceId',
  insuranceType: 'insuranceType',
  notes: 'notes',
};

/** Client-body fields with another name in the form. */
const CLIENT_NAMES: Record<string, ContactField> = {
  date: 'birthDate',
  pha_line1: 'line1',
  pha_line2: 'line2',
  pha_city: 'city',
  pha_state: 'state',
  pha_postalCode: 'zip',
  participants: 'members',
};

/** The path map of the client, person, event and group bodies, given the form's phone and e-mail rows. */
export function contactFieldOf(phones: readonly PhoneSlot[] = [], emails: readonly string[] = []): FieldOfPath {
  return (path) => {
    const [head, index] = path;
    if (typeof head !== 'string') return null;
    if (head === 'phone' || head === 'phoneType') {
      const row = typeof index === 'number' ? rowOfFilled(phones.map((p) => p.phone), index) : -1;
      return phoneField(row < 0 ? 0 : row);
    }
    if (head === 'email') {
      const row = typeof index === 'number' ? rowOfFilled(emails, index) : -1;
      return emailField(row < 0 ? 0 : row);
    }
    return SAME_NAME[head] ?? CLIENT_NAMES[head] ?? null;
  };
}
