// `npm start`: builds the client when the build is missing, older than its sources or a development build, then
// starts the server.
import { spawnSync } from 'node:child_process';
import { enableCompileCache } from 'node:module';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { clientBuildNeed } from '../src/server/client-build.ts';
import './fast-resolve.ts';

// Caches compiled (and type-stripped) modules on disk: later starts skip most of that work.
enableCompileCache();

const root = fileURLToPath(new URL('..', import.meta.url));
const BUILD_MESSAGES = {
  missing: 'Building the client (first start)…',
  stale: 'Client sources changed; rebuilding…',
  development: 'The client in dist/ is a development build; rebuilding it for production…',
};

const need = clientBuildNeed(root);
if (need) {
  process.stdout.write(`${BUILD_MESSAGES[need]}\n`);
  const vite = join(root, 'node_modules/vite/bin/vite.js');
  // NODE_ENV=production whatever the shell says: any other value gives React's development build.
  const result = spawnSync(process.execPath, [vite, 'build', '--logLevel', 'warn'], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, NODE_ENV: 'production' },
  });
  if (result.status !== 0) {
    process.stderr.write('bookwell: the client build failed (see above).\n');
    process.exit(1);
  }
}

await import('../src/server/main.ts');
