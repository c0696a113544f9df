// The owner's 'online booking' switch (client customisation enableOnlineBooking), in words. A module of its own
// with no imports, so the public booking page can show it without loading the customisation schemas.

/** Shown on the booking page, and the 409 of POST /api/bookings, while the owner has turned online booking off. */
export const ONLINE_BOOKING_OFF_MESSAGE = 'This business is not taking online bookings right now.';
