// Build options for the real server that only a test harness may set, in code, before it imports main.ts
// (scripts/e2e-server.ts lets the browser tests' push messages reach a stand-in push service on this machine).
// Deliberately not environment variables: no production configuration can reach them.
import type { BuildAppOptions } from './app.ts';

export const testHarnessBuildOptions: Pick<BuildAppOptions, 'allowLocalPushEndpoints'> = {};
