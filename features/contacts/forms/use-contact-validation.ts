/**
 * A contact form's checks where the eye is (issue 17 item 11): the
 * contract's rules run on every change; a field shows its problem once the
 * user leaves it, and loses it as soon as it is valid. Save (`check`) shows
 * the first problem in the global popup with its spec text, marks every
 * field with a problem, scrolls the first into view and focuses it once the
 * popup is closed.
 */
import { useAtomValue, useSetAtom } from 'jotai';
import { useCallback } from 'react';
import type { z } from 'zod';
import { useFieldMarks } from '../../../ui/field/use-field-marks';
import { currentMessageAtom, pushMessageAtom } from '../../api/popup-atoms';
import { CONTACT_FORM_IDS, type ContactFormKind } from './atoms';
import { contactProblems, type ContactField, type FieldOfPath } from './field-problems';

export interface ContactFieldHook {
  id: string;
  error: string | undefined;
  onBlur: () => void;
}

export function useContactValidation(kind: ContactFormKind, schema: z.ZodType, body: unknown, fieldOf: FieldOfPath) {
  const push = useSetAtom(pushMessageAtom);
  const popupShown = useAtomValue(currentMessageAtom) !== null;
  const found = contactProblems(schema, body, fieldOf);
  const formId = CONTACT_FORM_IDS[kind];
  const idOf = useCallback((key: ContactField) => `${formId}-${key}`, [formId]);
  const marks = useFieldMarks(found.problems, { idOf, focusBlocked: popupShown });

  const field = (key: ContactField): ContactFieldHook => ({ id: idOf(key), error: marks.errorOf(key), onBlur: () => marks.leave(key) });

  /** True when the body passes; otherwise the popup, the marks and the focus, and false. */
  const check = (): boolean => {
    if (found.message === null) return true;
    push({ text: found.message });
    if (found.first !== null) marks.markAll(found.first);
    return false;
  };

  return { field, check };
}
