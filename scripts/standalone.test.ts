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

const THIS_FILE = 'scripts/standalone.test.ts'; // its examples name what it looks for
const checked = trackedFiles.filter((file) => file !== THIS_FILE);

/** Every `../shared…` path: no folder of the repository is named `shared`, so each one climbs out of the clone. */
const SHARED_PATH = /(?:\.\.\/)+shared(?:\/[\w.@-]+)*/g;
const OUTSIDE_CITATION = /\b(?:spec|contract)(?:\.md)?\s?§/gi;

function textOf(file: string): string | undefined {
  const bytes = readFileSync(path.join(root, file));
  return bytes.includes(0) ? undefined : bytes.toString('utf8');
}

function mentionsWhere(matches: (file: string, line: string) => string[]): string[] {
  return checked.flatMap((file) => {
    const text = textOf(file);
    if (text === undefined) return [];
    return text.split('\n').flatMap((line, index) => matches(file, line).map((hit) => `${file}:${index + 1}: ${hit}`));
  });
}

export const pathsOutsideTheRepository = () =>
  mentionsWhere((_file, line) => [...line.matchAll(SHARED_PATH)].map(([m]) => m));

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
});
