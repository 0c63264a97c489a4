-- The agreement link's vendor code (the product's order of precedence: the form data's, then the
-- sParameter's, then oemc), kept with the quotation when it is made. The form data is gone by the
-- time open banking decides, so without it an offer after open banking handed over another code
-- than the same offer straight from the form (issue 21). Sealed with the PII key, as the s parameter
-- is: a partner's code, but it arrives in the address and could carry anything.

alter table quotations add column vendor_code_encrypted text;
