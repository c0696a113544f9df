// `npm run seed`: migrates and seeds the demo business into DATA_DIR (or DATABASE_URL); does nothing if it exists.
import { DEMO_OWNER_PASSWORD, seedDemo } from '#server/db/seed.ts';
import { DEMO_OWNER_EMAIL } from '#server/modules/auth/auth.service.ts';
import { openConfiguredDatabase } from './open-database.ts';

const database = await openConfiguredDatabase();
try {
  const created = await seedDemo(database.db);
  console.log(
    created
      ? `Demo business created at /book/demo. Owner sign-in: ${DEMO_OWNER_EMAIL} / ${DEMO_OWNER_PASSWORD}`
      : 'The demo business already exists; nothing to do.',
  );
} finally {
  await database.close();
}
