import type { FormQuery } from './form-response.ts';

/**
 * docs/product/data.md 'sParameter encoding' and 'Vendor code precedence', and docs/product/validation.md 'Query values':
 * pure functions shared by the browser (form request, agreement link) and the server
 * (GET /api/form derives a vendor code from s), so both read a code the same way.
 */

const CODE_PATTERN = /^[A-Za-z0-9]{3,}$/;

/** docs/product/validation.md: o, v, vendor and oemc codes need at least 3 alphanumeric characters, otherwise they are ignored. */
export function validCode(value: string | null | undefined): string | undefined {
  const trimmed = value?.trim();
  return trimmed && CODE_PATTERN.test(trimmed) ? trimmed : undefined;
}

export interface SParameter {
  /** Characters 1–8. */
  trackingId: string;
  /** The 2nd character, when it is an uppercase letter. */
  experimentVariant?: string;
  /** The 6th character, when it is an uppercase letter. */
  webpageMarker?: string;
  /** Characters 9–11, when they are three alphanumerics and not 'XXX'. */
  vendorCode?: string;
  /** Characters 9–11 with every 'x' removed: the journey's vendor-code fallback. */
  journeyVendorCode?: string;
}

const isUppercaseLetter = (char: string | undefined): char is string => !!char && /^[A-Z]$/.test(char);

/** Decodes the source code (docs/product/data.md); undefined for an empty one. */
export function decodeSParameter(s: string | null | undefined): SParameter | undefined {
  if (!s) return undefined;
  const chars = [...s];
  const vendorChars = chars.slice(8, 11).join('');
  const vendorCode = /^[A-Za-z0-9]{3}$/.test(vendorChars) && vendorChars !== 'XXX' ? vendorChars : undefined;
  // 'XXX' is the "no vendor" filler: stripping its x's (any case) leaves nothing, or the real part of the code.
  const journeyVendorCode = vendorChars.replace(/x/gi, '');
  return {
    trackingId: chars.slice(0, 8).join(''),
    ...(isUppercaseLetter(chars[1]) ? { experimentVariant: chars[1] } : {}),
    ...(isUppercaseLetter(chars[5]) ? { webpageMarker: chars[5] } : {}),
    ...(vendorCode ? { vendorCode } : {}),
    ...(/^[A-Za-z0-9]+$/.test(journeyVendorCode) ? { journeyVendorCode } : {}),
  };
}

/** Characters 9–11 of the sParameter as a vendor code, unless 'XXX' (the agreement link's second choice). */
export function vendorCodeFromS(s: string | null | undefined): string | undefined {
  return decodeSParameter(s)?.vendorCode;
}

/** The journey's fallback: characters 9–11 with any 'x' removed (used by GET /api/form when no vc is sent). */
export function journeyVendorCodeFromS(s: string | null | undefined): string | undefined {
  return decodeSParameter(s)?.journeyVendorCode;
}

export interface AgreementVendorCodeInput {
  formVendorCode?: string | undefined;
  sParameter?: string | undefined;
  queryVendorCode?: string | undefined;
  oemc?: string | undefined;
}

/** docs/product/data.md, agreement link: form-data vendorCode, then the sParameter's, then the query's, then oemc. */
export function agreementVendorCode(input: AgreementVendorCodeInput): string | undefined {
  return (
    validCode(input.formVendorCode) ??
    vendorCodeFromS(input.sParameter) ??
    validCode(input.queryVendorCode) ??
    validCode(input.oemc)
  );
}

/** docs/product/data.md: what the form request sends as `vc` when no code is known. */
export const DEFAULT_FORM_VENDOR_CODE = 'CQC';

export interface FormRequestVendorCodeInput {
  queryVendorCode?: string | undefined;
  onlineEntryMethodCode?: string | undefined;
  oemc?: string | undefined;
}

/** docs/product/data.md, form request: the query's vendor code, then onlineEntryMethodCode, then oemc, then 'CQC'. */
export function formRequestVendorCode(input: FormRequestVendorCodeInput): string {
  return (
    validCode(input.queryVendorCode) ??
    validCode(input.onlineEntryMethodCode) ??
    validCode(input.oemc) ??
    DEFAULT_FORM_VENDOR_CODE
  );
}

/** The journey values the form call is made of (journey-query.ts names them all). */
export interface FormCallValues {
  consumerName?: string | undefined;
  oemc?: string | undefined;
  s?: string | undefined;
  vendorCode?: string | undefined;
  onlineEntryMethodCode?: string | undefined;
  quotation?: string | undefined;
}

// Here, not beside the table: the page's first load needs this (a fresh journey's query), not the table.
/** docs/product/screens.md and docs/product/data.md: GET /api/form's query for a journey's values (`vc` by the form request's precedence). */
export function formCallQueryOf(query: FormCallValues): FormQuery {
  const formQuery: FormQuery = {
    consumerName: query.consumerName,
    oemc: query.oemc,
    s: query.s,
    vc: formRequestVendorCode({
      queryVendorCode: query.vendorCode,
      onlineEntryMethodCode: query.onlineEntryMethodCode,
      oemc: query.oemc,
    }),
    quotation: query.quotation,
  };
  // Absent values are left out, not written as undefined (the page config carries this as JSON).
  return Object.fromEntries(Object.entries(formQuery).filter(([, value]) => value !== undefined));
}
