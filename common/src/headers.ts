/** The header that carries the anonymous user's signed id both ways (spec §7). Kept free of zod so the
 * web client can import it without pulling the contracts' runtime into its bundle. */
export const USER_ID_HEADER = 'x-user-id';
