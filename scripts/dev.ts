// `npm run dev`: the API (restarting on server changes) on PORT (5000) and the Vite dev server (5173) in front.
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const children = [
  spawn(process.execPath, ['--watch-path=src/server', '--watch-path=src/shared', 'src/server/main.ts'], {
    cwd: root,
    stdio: 'inherit',
    // The auth page's 'Sign in as the demo owner (development)' button needs POST /api/auth/dev-login.
    env: { DEV_LOGIN: 'on', ...process.env },
  }),
  spawn(process.execPath, ['node_modules/vite/bin/vite.js'], { cwd: root, stdio: 'inherit' }),
];
const stop = () => {
  for (const child of children) child.kill('SIGTERM');
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const child of children) child.on('exit', stop);
