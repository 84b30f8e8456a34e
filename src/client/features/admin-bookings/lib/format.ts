/**
 * The back office reads every time in New York, wherever the operator is: `day` "Mar 5, 2026", `time`
 * "1:30 PM EST", `dayTime` both; '' when missing or invalid.
 */
export { formatNy } from '../../../lib/new-york-date.ts';
