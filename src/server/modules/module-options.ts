// What every route module receives from buildApp.

import type { KeyObject } from 'node:crypto';
import type { Database, Db } from '#server/db/client.ts';
import type { Env } from '#server/env.ts';
import type { SecretBox } from '#server/platform/secret-box.ts';

export type ModuleOptions = {
  db: Db;
  database: Database;
  env: Env;
  /** Where uploads and other files live: DATA_DIR, or a temporary directory in tests. */
  dataDir: string;
  /** Signs clients' manage links and Stripe's cancel links (platform/manage-link.ts manageLinkKey), derived once. */
  linkKey: KeyObject;
  /** Seals two-factor secrets and integration credentials under the server key (secret-box.ts). */
  box: SecretBox;
};
