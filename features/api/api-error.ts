/** The one error every API call throws: an HTTP status (0 when unreachable) and a text for the user. */
export class ApiError extends Error {
  readonly status: number;
  /** The error answer's JSON as the server sent it (unchecked), for a call whose error carries more than its message. */
  readonly body: unknown;

  constructor(status: number, message: string, body?: unknown) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.body = body;
  }

  /** The server could not be reached or failed (status 0 or 5xx). */
  get isServerFailure(): boolean {
    return this.status === 0 || this.status >= 500;
  }
}
