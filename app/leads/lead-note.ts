/** Longest note staff can add to a lead (the form and the server agree). */
export const NOTE_MAX_LENGTH = 2000;
