// The 10,000 most common passwords (common-passwords.txt, written by scripts/make-common-passwords.ts), read once.
import { readFileSync } from 'node:fs';

let common: Set<string> | undefined;

export function isCommonPassword(password: string): boolean {
  common ??= new Set(
    readFileSync(new URL('./common-passwords.txt', import.meta.url), 'utf8')
      .split('\n')
      .filter(Boolean),
  );
  return common.has(password.toLowerCase());
}
