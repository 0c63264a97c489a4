/// <reference types="vite/client" />
import { describe, expect, it } from 'vitest';
import { BRAND_IDS, DEFAULT_BRAND } from '../brand-ids.ts';
import { CORE_CARD_BRANDS, HOME_SHOPPING_BRANDS, PRODUCT_SPECIFIC_BRANDS } from '../brand-groups.ts';
import { BRAND_TEXT } from '../brand-text.ts';
import { themeCss } from '../brand-theme.ts';
import { BRAND_MODULE_LOADERS } from '../content/load-brand-module.ts';
import { CONSUMER_NAMES, brandForConsumerName } from '../consumer-names.ts';
import { defaultProductId } from '../product-ids.ts';
import { brandOfHost } from '../resolve-brand.ts';
import { BRAND_TOKENS } from '../tokens/brand-tokens.ts';
import { BRAND_FILE_RECORDS as BUNDLED_RECORDS } from '../brands/brand-files.glob.ts';
import { BRAND_RECORDS, HOME_SHOPPING_PRODUCT_ID, PRODUCT_REFERENCE, brandsWhere } from './brand-records.ts';

const sorted = (ids: readonly string[]) => [...ids].sort();

describe('brand records', () => {
  it('holds one record per brand, keyed by its own id, the provider’s own brand the default', () => {
    expect(sorted(Object.keys(BRAND_RECORDS))).toEqual(sorted(BRAND_IDS));
    for (const id of BRAND_IDS) expect(BRAND_RECORDS[id].id).toBe(id);
    expect(DEFAULT_BRAND).toBe('quickcheck');
    expect(BRAND_RECORDS[DEFAULT_BRAND].site.kind).toBe('provider');
    expect(BRAND_IDS.filter((id) => BRAND_RECORDS[id].site.kind === 'provider')).toEqual([DEFAULT_BRAND]);
  });

  it('lists every record file in brands/, each once, named after its id with its logo beside it', () => {
    // The test runner's glob: this package has no Node types (it runs in the browser too).
    const files = Object.keys(import.meta.glob('../brands/*.ts')).map((file) => file.replace('../brands/', ''));
    const recordFiles = files.filter((file) => file.endsWith('-brand.ts'));
    expect(sorted(recordFiles)).toEqual(sorted(BRAND_IDS.map((id) => `${id}-brand.ts`)));
    for (const id of BRAND_IDS) expect(files).toContain(`${id}-brand-logo.ts`);
  });

  it('finds the same records in the same order whether read off the folder (Node) or globbed (bundlers)', () => {
    expect(BUNDLED_RECORDS.map((record) => record.id)).toEqual(BRAND_IDS);
  });

  it('gives every brand its own consumer code, display name and host prefix', () => {
    for (const id of BRAND_IDS) expect(CONSUMER_NAMES[id]).toMatch(/^[A-Z]{4,5}$/);
    expect(new Set(Object.values(CONSUMER_NAMES)).size).toBe(BRAND_IDS.length);
    expect(new Set(BRAND_IDS.map((id) => BRAND_TEXT[id].name)).size).toBe(BRAND_IDS.length);
    expect(new Set(BRAND_IDS.map((id) => BRAND_RECORDS[id].hostPrefix)).size).toBe(BRAND_IDS.length);
  });
});

describe('views of the brand records', () => {
  it('finds each brand by its consumer code, in any case (docs/product/data.md)', () => {
    for (const id of BRAND_IDS) {
      expect(brandForConsumerName(CONSUMER_NAMES[id])).toBe(id);
      expect(brandForConsumerName(CONSUMER_NAMES[id].toLowerCase())).toBe(id);
    }
    expect(brandForConsumerName('MSM')).toBeUndefined();
  });

  it.each(BRAND_IDS)('picks %s from its host prefix (docs/product/contract.md#brands)', (id) => {
    expect(brandOfHost(`${BRAND_RECORDS[id].hostPrefix}-quickcheck.example.co.uk`, null)).toBe(id);
  });

  it('puts the brands in the groups of docs/product/overview.md#brand-groups-and-flags, and every brand in exactly one of the first two', () => {
    const spec = {
      core: ['quickcheck', 'luma', 'very', 'littlewoods', 'asos'],
      productSpecific: ['postoffice', 'ocean', 'thinkmoney'],
      homeShopping: ['asos', 'littlewoods', 'very'],
    };
    const inGroup = (group: readonly string[], id: string) => group.includes(id);
    for (const id of spec.core) expect(CORE_CARD_BRANDS).toContain(id);
    for (const id of spec.productSpecific) expect(PRODUCT_SPECIFIC_BRANDS).toContain(id);
    for (const id of spec.homeShopping) expect(HOME_SHOPPING_BRANDS).toContain(id);
    for (const id of ['quickcheck', 'luma', ...spec.productSpecific]) expect(HOME_SHOPPING_BRANDS).not.toContain(id);
    for (const id of BRAND_IDS) {
      expect(inGroup(CORE_CARD_BRANDS, id)).not.toBe(inGroup(PRODUCT_SPECIFIC_BRANDS, id));
      if (inGroup(HOME_SHOPPING_BRANDS, id)) expect(CORE_CARD_BRANDS).toContain(id);
    }
  });

  it.each(BRAND_IDS)(
    '%s: a home-shopping brand defaults to CCS83, any other to the product reference (docs/product/constants.md)',
    (id) => {
      const homeShopping = HOME_SHOPPING_BRANDS.includes(id);
      expect(defaultProductId(id)).toBe(homeShopping ? HOME_SHOPPING_PRODUCT_ID : PRODUCT_REFERENCE);
      expect(PRODUCT_REFERENCE).toMatch(/^\d{10}$/);
      if (homeShopping) expect(BRAND_RECORDS[id].offer.ccsCode).toBe(HOME_SHOPPING_PRODUCT_ID);
      else expect(BRAND_RECORDS[id].offer.ccsCode).toMatch(/^CCS\d{2}$/);
    },
  );

  it('offers open banking to the core-card brands and instant issuance to the provider’s own (docs/product/validation.md, docs/product/overview.md#brand-groups-and-flags)', () => {
    expect(brandsWhere((record) => record.features.openBanking)).toEqual(CORE_CARD_BRANDS);
    expect(brandsWhere((record) => record.features.instantIssuance)).toEqual([DEFAULT_BRAND]);
  });

  it.each(BRAND_IDS)('%s: the head names the brand, with the right article', (id) => {
    const { name, pageTitle, pageDescription } = BRAND_TEXT[id];
    expect(pageTitle).toMatch(/QuickCheck \| Check your eligibility$/);
    expect(pageTitle.startsWith(name)).toBe(true);
    expect(pageDescription).toContain(`accepted for ${/^[AEIOU]/.test(name) ? 'an' : 'a'} ${name} credit card`);
  });

  it.each(BRAND_IDS)('%s: the token sheet and theme carry the record’s colours', (id) => {
    const { colours } = BRAND_RECORDS[id];
    expect(BRAND_TOKENS[id]).toMatchObject({ brand: colours.brand, link: colours.link, linkHover: colours.linkHover });
    expect(themeCss(id)).toContain(`--qc-color-brand:${colours.brand}`);
    expect(themeCss(id)).toContain(`--qc-color-brand-secondary:${colours.brandSecondary}`);
  });

  it('has a lazy loader per brand, each giving that brand’s module with its logo in the record’s colours', async () => {
    expect(sorted(Object.keys(BRAND_MODULE_LOADERS))).toEqual(sorted(BRAND_IDS));
    for (const id of BRAND_IDS) {
      const { brandModule } = await BRAND_MODULE_LOADERS[id]();
      expect(brandModule.id).toBe(id);
      expect(brandModule.logo.colours.primary).toBe(BRAND_RECORDS[id].colours.brand);
      expect(brandModule.logo.colours.secondary).toBe(BRAND_RECORDS[id].colours.brandSecondary);
    }
  });
});
