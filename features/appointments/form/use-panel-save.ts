/**
 * Runs one inline add-contact call: client-side check first (the contract's
 * zod body, whose messages are the table's), then the call; any failure shows
 * in the global message popup. As in the rest of the form (issue 17 item 11),
 * a field shows its problem once the user leaves it and loses it when valid;
 * a refused save marks the field the popup names and focuses it once the
 * popup is closed.
 */
import { useAtomValue, useSetAtom } from 'jotai';
import { useCallback, useState } from 'react';
import type { z } from 'zod';
import type { FormContact } from '../../../domain/contract/appointment';
import { messages } from '../../../domain/messages';
import { useFieldMarks } from '../../../ui/field/use-field-marks';
import { currentMessageAtom, pushMessageAtom } from '../../api/popup-atoms';
import { reportFailureAtom } from '../../api/report-failure';
import type { FieldHook } from './field-hooks';

/** The panels' fields: the body's own names, the one phone and e-mail, and the group's members. */
export type PanelField = 'firstName' | 'lastName' | 'phone' | 'email' | 'timezone' | 'name' | 'members';

const PANEL_FIELDS: Record<string, PanelField> = {
  firstName: 'firstName',
  lastName: 'lastName',
  phone: 'phone',
  phoneType: 'phone',
  email: 'email',
  timezone: 'timezone',
  name: 'name',
  participants: 'members',
};

/** The panel field a contract issue's path names, or null. */
export const panelFieldOf = (path: readonly PropertyKey[]): PanelField | null =>
  typeof path[0] === 'string' ? (PANEL_FIELDS[path[0]] ?? null) : null;

export function usePanelSave<S extends z.ZodType>(
  panel: 'person' | 'event' | 'group',
  schema: S,
  body: z.input<S>,
  call: (body: z.input<S>) => Promise<FormContact>,
  onCreated: (c: FormContact) => void,
) {
  const [busy, setBusy] = useState(false);
  const push = useSetAtom(pushMessageAtom);
  const report = useSetAtom(reportFailureAtom);
  const popupShown = useAtomValue(currentMessageAtom) !== null;
  const parsed = schema.safeParse(body);
  const issues = parsed.success ? [] : parsed.error.issues;
  const problems: Partial<Record<PanelField, string>> = {};
  for (const issue of issues) {
    const field = panelFieldOf(issue.path);
    if (field !== null) problems[field] ??= issue.message;
  }
  const idOf = useCallback((field: PanelField) => `${panel}-panel-${field}`, [panel]);
  const marks = useFieldMarks(problems, { idOf, focusBlocked: popupShown });
  const field = (key: PanelField): FieldHook => ({ id: idOf(key), error: marks.errorOf(key), onBlur: () => marks.leave(key) });

  const save = async () => {
    if (busy) return;
    const head = issues[0];
    if (head !== undefined) {
      push({ text: head.message || messages.invalidRequest });
      const first = panelFieldOf(head.path) ?? (Object.keys(problems)[0] as PanelField | undefined) ?? null;
      if (first !== null) marks.markAll(first);
      return;
    }
    setBusy(true);
    try {
      const contact = await call(body);
      setBusy(false);
      onCreated(contact);
    } catch (error) {
      setBusy(false);
      report(error);
    }
  };
  return { busy, save, field };
}
