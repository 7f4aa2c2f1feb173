import { messages } from '../../domain/messages';
import { ApiError } from './api-error';
import type { MessageInput } from './popup-atoms';

/**
 * The popup for a video session that could not be opened (the detail's
 * 'Start video session' and the portal home's Join): the server's own
 * message, or spec 8's past-time text, or the generic video login failure.
 */
export function videoFailureMessage(error: unknown): MessageInput {
  const text = error instanceof ApiError ? error.message : messages.videoLoginFailed;
  // Spec 8: the server's past-time refusal reads 'Sorry! Video session can not be created for past time'.
  return text === messages.appointmentPastTime ? { key: 'videoSessionPastTime' } : { text };
}
