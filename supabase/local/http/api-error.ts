// An error that already knows its HTTP status and JSON body, thrown from deep
// inside a handler (often to roll back the request's transaction).

export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: Record<string, unknown>,
    readonly headers: Record<string, string> = {},
  ) {
    super(typeof body.message === 'string' ? body.message : `HTTP ${status}`);
  }
}
