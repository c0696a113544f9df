// The owner's 'online booking' switch (client customisation enableOnlineBooking), in words. A module of its own
// with no imports, so the public booking page can show it without loading the customisation schemas.

/** The 409 of POST /api/bookings while the owner has turned online booking off (the booking page says it in its own
 * language: entities/public-business/locales, 'bookingOff.text'). */
export const ONLINE_BOOKING_OFF_MESSAGE = 'This business is not taking online bookings right now.';
