// `npm run admin:grant -- email [email…]`: makes these accounts platform admins (DATA_DIR or DATABASE_URL).
import { grantPlatformAdmin } from '#server/platform/platform-admin.ts';
import { openConfiguredDatabase } from './open-database.ts';

const emails = process.argv.slice(2).filter((arg) => arg !== '--');
if (emails.length === 0) {
  console.error('Usage: npm run admin:grant -- owner@example.com');
  process.exit(1);
}
const database = await openConfiguredDatabase();
try {
  const granted = new Set(
    (await grantPlatformAdmin(database.db, emails)).map((email) => email.toLowerCase()),
  );
  for (const email of emails) {
    console.log(
      granted.has(email.toLowerCase())
        ? `${email} is now a platform admin.`
        : `${email}: no such account, or already a platform admin.`,
    );
  }
} finally {
  await database.close();
}
