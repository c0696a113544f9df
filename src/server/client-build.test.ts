// `npm start` rebuilds a client that is missing, older than its sources, or a development build.
import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { clientBuildNeed, REACT_DEVELOPMENT_MARKER } from './client-build.ts';

let root = '';
afterEach(() => rmSync(root, { recursive: true, force: true }));

const page = (scripts: string) => `<!doctype html><html><head>${scripts}</head><body></body></html>`;
const entry = '<script type="module" crossorigin src="/assets/index-a1.js"></script>';
const preload = '<link rel="modulepreload" crossorigin href="/assets/react-b2.js">';

/** A project with sources written an hour ago and a client built now from `files` (paths under dist/client). */
function project(files: Record<string, string>) {
  root = mkdtempSync(join(tmpdir(), 'bookwell-client-build-'));
  mkdirSync(join(root, 'src/client'), { recursive: true });
  const source = join(root, 'src/client/main.tsx');
  writeFileSync(source, 'export {};');
  const anHourAgo = new Date(Date.now() - 3_600_000);
  utimesSync(source, anHourAgo, anHourAgo);
  utimesSync(join(root, 'src/client'), anHourAgo, anHourAgo);
  mkdirSync(join(root, 'dist/client/assets'), { recursive: true });
  for (const [path, content] of Object.entries(files))
    writeFileSync(join(root, 'dist/client', path), content);
  return root;
}

describe('clientBuildNeed', () => {
  it('serves a production build as it is', () => {
    project({
      'index.html': page(entry + preload),
      'assets/index-a1.js': 'console.log(1)',
      'assets/react-b2.js': 'throw Error("https://react.dev/errors/"+e)',
    });
    expect(clientBuildNeed(root)).toBeNull();
  });

  it('rebuilds a development build, wherever React sits among the scripts the page loads', () => {
    project({
      'index.html': page(entry + preload),
      'assets/index-a1.js': 'console.log(1)',
      'assets/react-b2.js': `console.info("Download the React DevTools: https://${REACT_DEVELOPMENT_MARKER}")`,
    });
    expect(clientBuildNeed(root)).toBe('development');
  });

  it("rebuilds an index.html that loads the sources through Vite's dev client", () => {
    project({
      'index.html': page(
        '<script type="module" src="/@vite/client"></script><script src="/src/client/main.tsx">',
      ),
    });
    expect(clientBuildNeed(root)).toBe('development');
  });

  it('builds a missing client and rebuilds one older than its sources', () => {
    project({});
    expect(clientBuildNeed(root)).toBe('missing');
    writeFileSync(join(root, 'dist/client/index.html'), page(entry));
    writeFileSync(join(root, 'dist/client/assets/index-a1.js'), '');
    const twoHoursAgo = new Date(Date.now() - 7_200_000);
    utimesSync(join(root, 'dist/client/index.html'), twoHoursAgo, twoHoursAgo);
    expect(clientBuildNeed(root)).toBe('stale');
  });
});
