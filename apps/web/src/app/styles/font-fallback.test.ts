// @vitest-environment node
import { readFileSync } from 'node:fs';
import { createFontStack } from '@capsizecss/core';
import arial from '@capsizecss/metrics/arial';
import barlow from '@capsizecss/metrics/barlow';
import roboto from '@capsizecss/metrics/roboto';
import { describe, expect, it } from 'vitest';

const css = readFileSync(new URL('./global.css', import.meta.url), 'utf8');

const OVERRIDES = ['ascent-override', 'descent-override', 'line-gap-override', 'size-adjust'];
const overridesOf = (block: string) =>
  Object.fromEntries(OVERRIDES.map((name) => [name, new RegExp(`${name}:\\s*([\\d.]+%)`).exec(block)?.[1] ?? '0%']));
const facesOf = (family: string) =>
  [...css.matchAll(/@font-face\s*\{([^}]*)\}/g)]
    .map((match) => match[1] ?? '')
    .filter((block) => block.includes(`font-family: '${family}'`));

describe("Barlow's fallback faces", () => {
  it.each([
    ['Barlow fallback', arial],
    ['Barlow fallback Roboto', roboto],
  ])("%s holds the metrics capsize computes, in each weight's face", (family, local) => {
    const expected = overridesOf(createFontStack([barlow, local]).fontFaces);
    const faces = facesOf(family);
    expect(faces).toHaveLength(2);
    for (const face of faces) expect(overridesOf(face)).toEqual(expected);
  });
});
