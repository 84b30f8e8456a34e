/**
 * `npm run create-admin -- --email admin@example.com [--password …] [--first-name …] [--last-name …]`
 * Creates an admin account, or makes an existing account an admin. Without --password one is generated and
 * printed once. Works against the configured database (DATABASE_URL, else PGlite in DATA_DIR).
 */
import '../../shared/zod-setup.ts';
import { randomBytes } from 'node:crypto';
import { parseArgs } from 'node:util';
import * as z from 'zod';
import { createAuthRepository } from '../modules/auth/auth.repository.ts';
import { hashPassword } from '../modules/auth/password.ts';
import { isCommonPassword } from '../modules/auth/password-policy.ts';
import { insertWithFreeUsername } from '../modules/auth/usernames.ts';
import { openConfiguredDatabase } from './open-database.ts';

const { values } = parseArgs({
  options: {
    email: { type: 'string' },
    password: { type: 'string' },
    'first-name': { type: 'string', default: 'Site' },
    'last-name': { type: 'string', default: 'Administrator' },
  },
});

const email = z.email().safeParse(values.email?.trim().toLowerCase());
if (!email.success) {
  console.error(
    'Usage: npm run create-admin -- --email admin@example.com [--password …]\n--email must be an email address.',
  );
  process.exit(2);
}
if (values.password !== undefined && values.password.length < 12) {
  console.error('--password must be at least 12 characters for an admin (or leave it out to generate one).');
  process.exit(2);
}

if (values.password !== undefined && (await isCommonPassword(values.password))) {
  console.error(
    '--password is one of the most common passwords: choose another (or leave it out to generate one).',
  );
  process.exit(2);
}

const password = values.password ?? randomBytes(12).toString('base64url');
const { database } = await openConfiguredDatabase();
try {
  const repo = createAuthRepository(database.db);
  const existing = await repo.findUserByEmail(email.data);
  if (existing) {
    await repo.setRole(existing.id, 'admin');
    if (values.password) await repo.setPassword(existing.id, await hashPassword(password));
    await repo.deleteUserSessions(existing.id);
    console.log(
      `${email.data} is now an admin${values.password ? ' with the given password' : ' (password unchanged)'}.`,
    );
  } else {
    const passwordHash = await hashPassword(password);
    const created = await insertWithFreeUsername(
      email.data,
      (username) =>
        repo.insertUser({
          email: email.data,
          username,
          passwordHash,
          role: 'admin',
          firstName: values['first-name'],
          lastName: values['last-name'],
        }),
      async () => Boolean(await repo.findUserByEmail(email.data)),
    );
    if (!created) throw new Error(`${email.data} was registered a moment ago: run the command again`);
    console.log(`Admin created: ${email.data} (username ${created.username})`);
    if (!values.password) console.log(`Password: ${password}\nKeep it safe: it is not shown again.`);
  }
} finally {
  await database.close();
}
