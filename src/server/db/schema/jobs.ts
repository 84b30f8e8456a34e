import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * One row per scheduled job: when it last ran. A process runs a job only if it moves `last_run_at` forward
 * itself (a conditional UPDATE), so with several server processes on one database each run happens once.
 */
export const scheduledJobs = pgTable('scheduled_jobs', {
  name: text('name').primaryKey(),
  lastRunAt: timestamp('last_run_at', { withTimezone: true }).notNull().defaultNow(),
});
