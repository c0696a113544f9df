// drizzle-kit writes "public"."table" into foreign keys; tests run each file in its own schema, so migrations
// must resolve tables through the search_path instead.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';

const dir = new URL('../drizzle/', import.meta.url);
for (const name of readdirSync(dir).filter((f) => f.endsWith('.sql'))) {
  const file = new URL(name, dir);
  const sql = readFileSync(file, 'utf8');
  const fixed = sql.replaceAll('"public".', '');
  if (fixed !== sql) writeFileSync(file, fixed);
}
