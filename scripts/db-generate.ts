// `npm run db:generate -- --name <name>`: drizzle-kit writes the schema's next migration (the arguments are its own),
// then unqualify-migrations.ts makes its tables resolve through the search_path.
import { spawnSync } from 'node:child_process';

const kit = spawnSync('drizzle-kit', ['generate', ...process.argv.slice(2)], { stdio: 'inherit' });
if (kit.status !== 0) process.exit(kit.status ?? 1);
await import('./unqualify-migrations.ts');
