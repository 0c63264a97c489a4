import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// A clone must stand alone: the product's rules live under docs/product/, not in a folder beside the
// repository. Two ways of reaching outside have been used: a relative path that climbs out of the
// repository (to the specification and contract kept next to it), and a citation of those documents
// by section sign ("spec §2", "CONTRACT §6").

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const trackedFiles = execFileSync('git', ['ls-files', '-z'], { cwd: root, encoding: 'utf8' })
  .split('\0')
  .filter((file) => file !== '' && !file.includes('node_modules/'));
const tracked = new Set(trackedFiles);
const trackedFolders = new Set(trackedFiles.flatMap((file) => ancestors(file)));

const THIS_FILE = 'scripts/standalone.test.ts'; // its examples name what it looks for
// Another change rewrites the migrations and their comments (issue 38); they are held to this once it lands.
const checked = trackedFiles.filter((file) => file !== THIS_FILE && !file.startsWith('apps/server/src/db/migrations/'));

/** Every `../shared…` path, resolved against the citing file's folder. */
const SHARED_PATH = /(?:\.\.\/)+shared(?:\/[\w.@-]+)*/g;
const OUTSIDE_CITATION = /\b(?:spec|contract)(?:\.md)?\s?§/gi;

function ancestors(file: string): string[] {
  const folders: string[] = [];
  for (let folder = path.posix.dirname(file); folder !== '.'; folder = path.posix.dirname(folder)) folders.push(folder);
  return folders;
}

function textOf(file: string): string | undefined {
  const bytes = readFileSync(path.join(root, file));
  return bytes.includes(0) ? undefined : bytes.toString('utf8');
}

/** A repository path a `../shared…` mention may name: a tracked file (extension optional) or folder. */
function isInRepository(citingFile: string, mention: string): boolean {
  const target = path.posix.normalize(path.posix.join(path.posix.dirname(citingFile), mention));
  if (target.startsWith('../')) return false;
  return tracked.has(target) || trackedFolders.has(target) || ['.ts', '.tsx'].some((ext) => tracked.has(target + ext));
}

function mentionsWhere(matches: (file: string, line: string) => string[]): string[] {
  return checked.flatMap((file) => {
    const text = textOf(file);
    if (text === undefined) return [];
    return text.split('\n').flatMap((line, index) => matches(file, line).map((hit) => `${file}:${index + 1}: ${hit}`));
  });
}

export const pathsOutsideTheRepository = () =>
  mentionsWhere((file, line) =>
    [...line.matchAll(SHARED_PATH)].map(([m]) => m).filter((m) => !isInRepository(file, m)),
  );

export const citationsOfOutsideDocuments = () =>
  mentionsWhere((_file, line) => [...line.matchAll(OUTSIDE_CITATION)].map(([m]) => m));

/** GitHub's anchor of a heading: lower case, punctuation dropped, spaces as hyphens. */
const anchorOf = (heading: string) =>
  heading
    .toLowerCase()
    .replace(/[^\w\s-]/g, '')
    .trim()
    .replace(/\s/g, '-');

const PRODUCT_CITATION = /docs\/product\/([\w-]+\.md)(?:#([\w-]+))?/g;

/** Citations of docs/product/ whose page, or heading within it, does not exist. */
export const brokenProductCitations = () =>
  mentionsWhere((_file, line) =>
    [...line.matchAll(PRODUCT_CITATION)]
      .filter(([, page, anchor]) => {
        const pageFile = `docs/product/${page}`;
        if (!existsSync(path.join(root, pageFile))) return true;
        if (anchor === undefined) return false;
        const headings = (textOf(pageFile) ?? '').match(/^#+ .*$/gm) ?? [];
        return !headings.some((heading) => anchorOf(heading.replace(/^#+ /, '')) === anchor);
      })
      .map(([m]) => m),
  );

describe('the repository stands alone', () => {
  it('names no path outside the clone (a relative path to the folder beside it)', () => {
    expect(pathsOutsideTheRepository()).toEqual([]);
  });

  it('cites the product rules in docs/product/, not the outside specification or contract by section', () => {
    expect(citationsOfOutsideDocuments()).toEqual([]);
  });

  it('cites pages and sections of docs/product/ that exist', () => {
    expect(brokenProductCitations()).toEqual([]);
  });

  it('tells a path inside the repository from one that climbs out of it', () => {
    expect(isInRepository('apps/web/src/app/app.tsx', '../shared/analytics/analytics.ts')).toBe(true);
    expect(isInRepository('apps/web/src/app/app.tsx', '../shared/analytics')).toBe(true);
    expect(isInRepository('README.md', '../shared/spec/quickcheck-spec.md')).toBe(false);
    expect(isInRepository('docs/security.md', '../shared/CONTRACT.md')).toBe(false);
  });
});
