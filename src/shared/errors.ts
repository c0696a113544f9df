// Application error codes and the HTTP status each maps to, in one place for server and client.
export const ERROR_STATUS = {
  BAD_REQUEST: 400,
  UNAUTHORIZED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  GONE: 410,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  UNPROCESSABLE: 422,
  TOO_MANY_REQUESTS: 429,
  UNAVAILABLE: 503,
} as const;

export type AppErrorCode = keyof typeof ERROR_STATUS;

/** A message of the server's error catalog with the values it names (docs/decisions/046): how the server says a
 * refusal whose English has values again in another language. A message without values needs none: its English
 * text finds it. A value may itself be a message of the catalog (a series date's reason), said in the same language. */
export type CatalogMessage = { id: string; values: Record<string, string | number | CatalogMessage> };

export class AppError extends Error {
  readonly code: AppErrorCode;
  readonly status: number;
  readonly headers: Record<string, string>;
  readonly said: CatalogMessage | undefined;

  constructor(
    code: AppErrorCode,
    message: string,
    headers: Record<string, string> = {},
    said?: CatalogMessage,
  ) {
    super(message);
    this.name = 'AppError';
    this.code = code;
    this.status = ERROR_STATUS[code];
    this.headers = headers;
    this.said = said;
  }
}

/** A 400 for one field's value that only the server can judge (a reserved booking link): the answer names the field
 * in `issues`, as a schema's refusal does, so a form shows it beside that field in whatever language it is said. */
export class FieldRefusal extends AppError {
  readonly field: string;

  constructor(field: string, message: string) {
    super('BAD_REQUEST', message);
    this.field = field;
  }
}
