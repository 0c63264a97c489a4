import { describe, expect, it } from 'vitest';
import { pageHeading } from './page-heading.ts';

describe('pageHeading', () => {
  it("names the brand with the right article: 'a QuickCheck', 'an Ocean', 'an Atelier Style'", () => {
    const title = (brandName: string) => pageHeading({ brandName, editing: false, aggregator: false }).title;
    expect(title('QuickCheck')).toBe("Check if you're eligible for a QuickCheck credit card");
    expect(title('Ocean')).toBe("Check if you're eligible for an Ocean credit card");
    expect(title('Atelier Style')).toBe("Check if you're eligible for an Atelier Style credit card");
    expect(title('Little Woods Home')).toBe("Check if you're eligible for a Little Woods Home credit card");
  });

  it("says 'Edit your details' in edit mode, and speaks of the comparison site in an aggregator edit", () => {
    expect(pageHeading({ brandName: 'Luma', editing: true, aggregator: false }).title).toBe('Edit your details');
    expect(pageHeading({ brandName: 'QuickCheck', editing: true, aggregator: true }).title).toBe(
      'Check the details from your comparison site',
    );
  });
});
