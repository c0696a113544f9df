// The signed-in hint: a cookie the server sets beside the HttpOnly session cookie at sign-in and clears at sign-out.
// It holds no secret ('1'); the client reads it only to skip asking GET /api/auth/user when no session can exist,
// so a visitor's first page makes no request that is bound to fail with a 401.
export const SIGNED_IN_HINT_COOKIE = 'bookwell_signed_in';
/** The same for a client's session on a client dashboard (GET /api/client/me). */
export const CLIENT_SIGNED_IN_HINT_COOKIE = 'bookwell_client_signed_in';
