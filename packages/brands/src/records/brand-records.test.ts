import { describe, expect, it } from 'vitest';
import { BRAND_IDS } from '../brand-ids.ts';
import { CONSUMER_NAMES, brandForConsumerName } from '../consumer-names.ts';
import { CORE_CARD_BRANDS, HOME_SHOPPING_BRANDS, PRODUCT_SPECIFIC_BRANDS } from '../brand-groups.ts';
import { BRAND_TEXT } from '../brand-text.ts';
import { defaultProductId } from '../product-ids.ts';
import { BRAND_TOKENS } from '../tokens/brand-tokens.ts';
import { BRAND_RECORDS, brandTable, brandsWhere } from './brand-records.ts';
// The tables as they were before the records replaced them, captured once from the old code.
import before from './tables-before-records.json' with { type: 'json' };

const FIELDS = ['id', 'consumerName', 'groups', 'text', 'defaultProductId', 'offer', 'features'].sort();

describe('brand records', () => {
  it('holds exactly one record per brand, keyed by its own id', () => {
    expect(Object.keys(BRAND_RECORDS).sort()).toEqual([...BRAND_IDS].sort());
    for (const id of BRAND_IDS) expect(BRAND_RECORDS[id].id).toBe(id);
  });

  it.each(BRAND_IDS)('gives %s every field, and colour tokens beside it', (id) => {
    const record = BRAND_RECORDS[id];
    expect(Object.keys(record).sort()).toEqual(FIELDS);
    expect(record.consumerName).toMatch(/^[A-Z]{4,5}$/);
    expect(record.text.name).not.toBe('');
    expect(record.offer.ccsCode).toMatch(/^CCS\d{2}$/);
    expect(BRAND_TOKENS[id]).toBeDefined();
  });

  it('gives every brand its own consumer name', () => {
    expect(new Set(Object.values(CONSUMER_NAMES)).size).toBe(BRAND_IDS.length);
    for (const id of BRAND_IDS) expect(brandForConsumerName(CONSUMER_NAMES[id].toLowerCase())).toBe(id);
  });

  it('derives the older tables unchanged', () => {
    expect(CONSUMER_NAMES).toEqual(before.CONSUMER_NAMES);
    expect(BRAND_TEXT).toEqual(before.BRAND_TEXT);
    expect([...CORE_CARD_BRANDS].sort()).toEqual([...before.CORE].sort());
    expect([...PRODUCT_SPECIFIC_BRANDS].sort()).toEqual([...before.PS].sort());
    expect([...HOME_SHOPPING_BRANDS].sort()).toEqual([...before.HS].sort());
    expect(brandTable((record) => defaultProductId(record.id))).toEqual(before.product);
    expect(brandTable((record) => record.offer.apr)).toEqual(before.APR_BY_BRAND);
    expect(brandTable((record) => record.offer.ccsCode)).toEqual(before.CCS_CODE_BY_BRAND);
    expect(brandsWhere((record) => record.features.instantIssuance)).toEqual(before.INSTANT_ISSUANCE_BRANDS);
    expect(brandTable((record) => record.features.openBanking)).toEqual(before.ob);
  });
});
