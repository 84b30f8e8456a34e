/** The back office dates everything in New York, wherever the operator is ('' when missing or invalid). */
export { formatNy } from '../../../lib/new-york-date.ts';

/** "26–50 of 1,234": the positions of the first and last rows of a page, and the page count. */
export function pageWindow(page: number, pageSize: number, total: number) {
  const pages = Math.max(1, Math.ceil(total / pageSize));
  const first = total === 0 ? 0 : Math.min((page - 1) * pageSize + 1, total);
  return { first, last: Math.min(page * pageSize, total), pages };
}
