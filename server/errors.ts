import type { ErrorBody } from '../domain/contract/common';
import { messages, type MessageText } from '../domain/messages';

/**
 * An error whose status and message the client may see. Routes and
 * helpers throw it; the one error handler in app.ts turns it into
 * `{ message }`. The message is always a text from domain/messages.ts.
 */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: MessageText,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

export const badRequest = (message: MessageText = messages.invalidRequest): HttpError => new HttpError(400, message);
export const unauthorized = (): HttpError => new HttpError(401, messages.sessionInvalid);
export const forbidden = (message: MessageText = messages.forbidden): HttpError => new HttpError(403, message);
export const notFound = (message: MessageText = messages.notFound): HttpError => new HttpError(404, message);

export const errorBodyOf = (message: string): ErrorBody => ({ message });

const knownTexts: ReadonlySet<string> = new Set(Object.values(messages));
/** Only table texts reach a client: zod's own wording ('Invalid input: …') becomes invalidRequest. */
const isKnownText = (text: string | undefined): text is MessageText => text !== undefined && knownTexts.has(text);
export const toClientMessage = (text: string | undefined): MessageText => (isKnownText(text) ? text : messages.invalidRequest);
