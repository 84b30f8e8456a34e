/**
 * The shape of a record id (PostgreSQL `uuid`): 8-4-4-4-12 hexadecimal digits. Every id in a path, query or
 * body is checked against it before a query, so a 36-character string that is not a UUID answers 400 or 404
 * (the route's own code), never a database error.
 */
export const UUID = /^[0-9a-f]{8}-(?:[0-9a-f]{4}-){3}[0-9a-f]{12}$/i;
