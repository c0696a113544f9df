// `npm run bench`: runs every bench/*.bench.ts in turn (or the ones named on the command line).
import { spawnSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { root } from './lib.ts';

const only = process.argv.slice(2);
const all = readdirSync(join(root, 'bench')).filter((f) => f.endsWith('.bench.ts'));
// A bench's own name picks it alone ('load' is not also 'overload'); otherwise any bench whose name contains it.
const picks = (o: string) =>
  all.includes(`${o}.bench.ts`) ? [`${o}.bench.ts`] : all.filter((f) => f.includes(o));
const files = (only.length === 0 ? all : [...new Set(only.flatMap(picks))]).sort();
let failed = false;
for (const file of files) {
  console.log(`\n=== ${file} ===`);
  const result = spawnSync(process.execPath, [join(root, 'bench', file)], { cwd: root, stdio: 'inherit' });
  failed ||= result.status !== 0;
}
process.exit(failed ? 1 : 0);
