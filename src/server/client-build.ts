// Whether `npm start` must (re)build the client in dist/client: when it is missing, older than its sources, or not
// a production build. A build run with NODE_ENV=development or test (by another command, or a shell that exports
// it) bundles React's development build and the demo sign-in button, and must never be served as the app.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';

/** What the client build is made from, relative to the project root. */
export const CLIENT_SOURCES = [
  'src/client',
  'src/shared',
  'public',
  'index.html',
  'vite.config.ts',
  'package-lock.json',
];

/** Only React's development build carries this (its console hint to install the React DevTools). */
export const REACT_DEVELOPMENT_MARKER = 'react.dev/link/react-devtools';

export type ClientBuildNeed = 'missing' | 'stale' | 'development' | null;

function newestMtime(path: string): number {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(path)) newest = Math.max(newest, newestMtime(join(path, entry)));
  return newest;
}

/** True when the built page, or a script it loads at once (React among them), comes from a development build. */
export function isDevelopmentBuild(clientDir: string): boolean {
  const html = readFileSync(join(clientDir, 'index.html'), 'utf8');
  // An unbuilt index.html loads the sources and Vite's dev client directly.
  if (/\/@vite\/client|src="\/src\//.test(html)) return true;
  const scripts = [...html.matchAll(/(?:src|href)="\/(assets\/[^"]+\.js)"/g)].map((m) =>
    join(clientDir, m[1]!),
  );
  return scripts.some(
    (file) => existsSync(file) && readFileSync(file, 'latin1').includes(REACT_DEVELOPMENT_MARKER),
  );
}

/** Why the client in `root`/dist/client must be built before serving it, or null when it can be served as it is. */
export function clientBuildNeed(root: string): ClientBuildNeed {
  const clientDir = join(root, 'dist/client');
  const index = join(clientDir, 'index.html');
  if (!existsSync(index)) return 'missing';
  const sourcesAt = Math.max(...CLIENT_SOURCES.map((source) => newestMtime(join(root, source))));
  if (statSync(index).mtimeMs < sourcesAt) return 'stale';
  return isDevelopmentBuild(clientDir) ? 'development' : null;
}
