/** Texts of the scope choices (spec 4 "Edit scope"), from the one message table. */
import type { DeleteAction, EditScope } from '../../../domain/contract/appointment';
import { messages, type MessageText } from '../../../domain/messages';

/** Cancel, un-cancel and delete name the occurrences plainly. */
export const actionScopeLabel: Record<EditScope, MessageText> = {
  single: messages.scopeSingle,
  future: messages.scopeFuture,
  all: messages.scopeAll,
};

/** The Save-choice popup (spec 2) words them as saves. */
export const saveScopeLabel: Record<EditScope, MessageText> = {
  single: messages.saveSingle,
  future: messages.saveFuture,
  all: messages.saveAll,
};

/** The plain question for one appointment, and the scope question for a series. */
export const actionQuestion: Record<DeleteAction, { plain: MessageText; scoped: MessageText }> = {
  cancel: { plain: messages.cancelQuestion, scoped: messages.cancelScopeQuestion },
  'un-cancel': { plain: messages.uncancelQuestion, scoped: messages.uncancelScopeQuestion },
  delete: { plain: messages.deleteQuestion, scoped: messages.deleteScopeQuestion },
};

export const actionButtonLabel: Record<DeleteAction, MessageText> = {
  cancel: messages.detailCancel,
  'un-cancel': messages.detailUncancel,
  delete: messages.detailDelete,
};
