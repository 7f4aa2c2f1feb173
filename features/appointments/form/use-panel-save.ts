/**
 * Runs one inline add-contact call: client-side check first (the contract's
 * zod body, whose messages are the table's), then the call; any failure shows
 * in the global message popup.
 */
import { useSetAtom } from 'jotai';
import { useState } from 'react';
import type { z } from 'zod';
import type { FormContact } from '../../../domain/contract/appointment';
import { messages } from '../../../domain/messages';
import { ApiError } from '../../api/api-error';
import { pushMessageAtom } from '../../api/popup-atoms';

export function usePanelSave<S extends z.ZodType>(schema: S, call: (body: z.input<S>) => Promise<FormContact>, onCreated: (c: FormContact) => void) {
  const [busy, setBusy] = useState(false);
  const push = useSetAtom(pushMessageAtom);
  const save = async (body: z.input<S>) => {
    if (busy) return;
    const parsed = schema.safeParse(body);
    if (!parsed.success) {
      push({ text: parsed.error.issues[0]?.message ?? messages.invalidRequest });
      return;
    }
    setBusy(true);
    try {
      const contact = await call(body);
      setBusy(false);
      onCreated(contact);
    } catch (error) {
      setBusy(false);
      push({ text: error instanceof ApiError ? error.message : messages.serverError });
    }
  };
  return { busy, save };
}
