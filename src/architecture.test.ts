// Module boundaries over every import of src/ (import, export-from and dynamic import, through the #aliases and
// relative paths; scanned by architecture.ts), in the style of the route table: an import that breaks a rule fails
// the build with its file and line, and the last test proves the checker does fail on each kind of violation.
//
// The rules:
// - src/shared imports nothing from src/server or src/client; the server and the client never import each other.
// - src/server/platform holds what every module uses (the business lookup, id checks, SQL and CSV helpers,
//   sessions, the secret box, links sent to clients) and imports no module.
// - A server module's public surface is its *.service.ts, *.schema.ts and *.types.ts files and the few files listed
//   in PUBLIC_FILES below. Other modules, platform and infrastructure (db/, plugins/) import nothing else of it;
//   so *.routes.ts are imported only by the composition roots (app.ts, main.ts), which wire every module.
// - The modules' import graph is acyclic: no chain of any length leads from a module back to itself.
// - Test files and test kits (*.test.ts, *-test-kit.ts, src/server/test/) may import any file of any module:
//   they assemble a world (run the outbox worker, read what the email transport sent), and nothing in the app may
//   import them, so they add no dependency the app runs with. They are left out of the cycle check.
// - A client feature imports no other feature: what several use lives in src/client/components, lib or entities.
//   Only src/client/app (the router and layouts) and main.tsx (the entry) import features.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  checkArchitecture,
  formatViolation,
  type ImportEdge,
  moduleCycles,
  type Rules,
  scanImports,
} from './architecture.ts';

/** Files of a module besides its services, schemas and types that other modules may import, and why. */
const PUBLIC_FILES: Record<string, string> = {
  'account/account-deletion.ts': 'the daily purge of closed accounts (auth/cleanup.ts)',
  'account/password-rules.ts': 'the password policy, also applied at sign-up (auth)',
  'analytics/business-figures.ts': "a business's revenue and booking counters, shown by businesses and admin",
  'analytics/periods.ts': "calendar ranges in the business's zone, shared by the clients report",
  'api-keys/api-key-scope.ts': 'the routes an API key may call (plugins/auth.ts, the OpenAPI document)',
  'availability/booking-policy.ts': 'the scheduling rules a booking is checked by (bookings)',
  'availability/schedule-data.ts':
    'the schedule rows the slot engine and a booking write read (bookings, clients)',
  'availability/slot-check.ts': 'whether one requested slot is free (bookings)',
  'bookings/booking-queries.ts': 'reading bookings (client-portal)',
  'bookings/client-change-policy.ts': 'when a client may still move or cancel (client-portal)',
  'calendar/ics.ts': 'the .ics a confirmation email carries (outbox)',
  'client-auth/client-codes.ts': 'expiring sign-in codes and links (auth/cleanup.ts)',
  'clients/phone-repair.ts': 'the phone numbers data migration (db/data-migrations.ts)',
  'notifications/milestones.ts': 'milestone notifications counted in a booking write',
  'outbox/account-messages.ts': 'queues an account email (account, support)',
  'outbox/booking-messages.ts': "queues a booking's client and owner messages",
  'outbox/content.ts': 'what a message says, reused by webhooks (integrations) and the API docs page',
  'outbox/owner-i18n.ts': 'an owner’s words in their language: the settings card’s test push (push)',
  'outbox/sign-in-messages.ts': "queues a client's sign-in code (client-auth, messages)",
  'outbox/waitlist-messages.ts': "queues a waitlisted customer's confirmation and offers (waitlist)",
  'outbox/wake.ts': 'wakes the outbox worker after a transaction that queued messages',
  'stripe/stripe-api.ts': 'whether Stripe is configured and its client (bookings, services)',
};

const RULES: Rules = {
  publicFiles: new Set(Object.keys(PUBLIC_FILES)),
  toleratedEdges: new Set(),
  compositionRoots: new Set(['src/server/app.ts', 'src/server/main.ts']),
};

const root = path.resolve(import.meta.dirname, '..');
const edges = scanImports(root);

describe('module boundaries', () => {
  it('every import of src/ keeps to the rules', () => {
    expect(checkArchitecture(edges, RULES).map(formatViolation)).toEqual([]);
  });
});

describe('the checker', () => {
  /** Runs the scanner and checker over `files` written to a temporary src/. */
  function check(files: Record<string, string>, rules: Partial<Rules> = {}) {
    const dir = mkdtempSync(path.join(tmpdir(), 'architecture-'));
    try {
      for (const [file, source] of Object.entries(files)) {
        mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
        writeFileSync(path.join(dir, file), source);
      }
      const scanned: ImportEdge[] = scanImports(dir);
      const all = {
        publicFiles: new Set<string>(),
        toleratedEdges: new Set<string>(),
        compositionRoots: new Set<string>(),
      };
      return { scanned, violations: checkArchitecture(scanned, { ...all, ...rules }).map(formatViolation) };
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }

  const violating = {
    'src/server/modules/a/a.service.ts': [
      "import type { B } from '#server/modules/b/b.service.ts';",
      "import { hidden } from '#server/modules/b/hidden.ts';",
      'export type A = B | typeof hidden;',
    ].join('\n'),
    'src/server/modules/b/b.service.ts': "export type B = string;\nexport { c } from '../c/c.service.ts';\n",
    'src/server/modules/b/hidden.ts': 'export const hidden = 1;\n',
    'src/server/modules/c/c.service.ts':
      "import type { A } from '#server/modules/a/a.service.ts';\nexport const c: A = '';\n",
    'src/server/platform/lookup.ts':
      "import { c } from '#server/modules/c/c.service.ts';\nexport const d = c;\n",
    'src/shared/rule.ts': "import { d } from '#server/platform/lookup.ts';\nexport const e = d;\n",
    'src/client/features/f/page.tsx': "export const load = () => import('#client/features/g/widget.tsx');\n",
    'src/client/features/g/widget.tsx':
      "import { e } from '#shared/rule.ts';\nexport const Widget = () => <p>{e}</p>;\n",
    'src/client/lib/helper.ts':
      "import { Widget } from '../features/g/widget.tsx';\nexport const h = Widget;\n",
    'src/server/modules/a/a.test.ts':
      "import { hidden } from '#server/modules/b/hidden.ts';\nexport const t = hidden;\n",
  };

  it('reads imports, re-exports and dynamic imports through aliases and relative paths', () => {
    const { scanned } = check(violating);
    expect(
      scanned.filter((edge) => edge.to).map((edge) => `${edge.from}:${edge.line} -> ${edge.to}`),
    ).toEqual([
      'src/client/features/f/page.tsx:1 -> src/client/features/g/widget.tsx',
      'src/client/features/g/widget.tsx:1 -> src/shared/rule.ts',
      'src/client/lib/helper.ts:1 -> src/client/features/g/widget.tsx',
      'src/server/modules/a/a.service.ts:1 -> src/server/modules/b/b.service.ts',
      'src/server/modules/a/a.service.ts:2 -> src/server/modules/b/hidden.ts',
      'src/server/modules/a/a.test.ts:1 -> src/server/modules/b/hidden.ts',
      'src/server/modules/b/b.service.ts:2 -> src/server/modules/c/c.service.ts',
      'src/server/modules/c/c.service.ts:1 -> src/server/modules/a/a.service.ts',
      'src/server/platform/lookup.ts:1 -> src/server/modules/c/c.service.ts',
      'src/shared/rule.ts:1 -> src/server/platform/lookup.ts',
    ]);
  });

  it('reports a cycle, a feature importing a feature, shared importing the server, platform importing a module and a non-public file', () => {
    const { violations } = check(violating);
    expect(violations).toEqual([
      "src/client/features/f/page.tsx:1 imports '#client/features/g/widget.tsx': a client feature imports no other feature (share through components/, lib/ or entities/)",
      "src/client/lib/helper.ts:1 imports '../features/g/widget.tsx': only src/client/app and main.tsx import features",
      "src/server/modules/a/a.service.ts:2 imports '#server/modules/b/hidden.ts': b/hidden.ts is not public: import its *.service.ts, *.schema.ts or *.types.ts",
      "src/server/platform/lookup.ts:1 imports '#server/modules/c/c.service.ts': platform imports nothing from modules",
      "src/shared/rule.ts:1 imports '#server/platform/lookup.ts': src/shared imports nothing from server or client",
      "src/server/modules/a/a.service.ts:1 imports '#server/modules/b/b.service.ts': modules import each other in a cycle: a, b, c (a -> b)",
      "src/server/modules/b/b.service.ts:2 imports '../c/c.service.ts': modules import each other in a cycle: a, b, c (b -> c)",
      "src/server/modules/c/c.service.ts:1 imports '#server/modules/a/a.service.ts': modules import each other in a cycle: a, b, c (c -> a)",
    ]);
  });

  it('finds a cycle of any length, and lets a listed file or a tolerated edge through', () => {
    expect(moduleCycles(check(violating).scanned)).toEqual([['a', 'b', 'c']]);
    const { violations } = check(violating, {
      publicFiles: new Set(['b/hidden.ts']),
      toleratedEdges: new Set(['c -> a']),
    });
    expect(violations.filter((v) => v.includes('hidden') || v.includes('cycle'))).toEqual([]);
  });
});
