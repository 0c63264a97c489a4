-- The quote a visitor can hold on to (issue 23, decision 024). `reference` is the checksummed
-- `QC-XXXX-XXXX` every outcome shows, unique so it finds its quotation (the visitor's browser, the
-- operator's complaint look-up); `valid_until` is when a match's offer stops being honoured
-- (null for other outcomes). Rows made before this migration get a reference of the same scheme
-- here (decision-reference.ts in PL/pgSQL: seven random Crockford symbols and a Damm check symbol
-- over GF(32)); their matches hold for the default 30 days from the decision.

alter table quotations add column reference text;
alter table quotations add column valid_until timestamptz;
create unique index quotations_reference on quotations (reference);
do $$
declare
  alphabet constant text := '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
  quotation record;
  interim int;
  symbol int;
  symbols text;
begin
  for quotation in select id from quotations where reference is null loop
    loop
      interim := 0;
      symbols := '';
      for i in 1..7 loop
        symbol := floor(random() * 32)::int;
        symbols := symbols || substr(alphabet, symbol + 1, 1);
        interim := interim << 1;
        if interim & 32 <> 0 then interim := interim # 37; end if;
        interim := interim # symbol;
      end loop;
      interim := interim << 1;
      if interim & 32 <> 0 then interim := interim # 37; end if;
      symbols := symbols || substr(alphabet, interim + 1, 1);
      begin
        update quotations set reference = 'QC-' || substr(symbols, 1, 4) || '-' || substr(symbols, 5, 4)
          where id = quotation.id;
        exit;
      exception when unique_violation then
        -- Another row has these symbols already: draw again.
      end;
    end loop;
  end loop;
end $$;
update quotations set valid_until = decided_at + interval '30 days'
  where reason = 'MATCH_AND_OFFER' and decided_at is not null;
alter table quotations alter column reference set not null;
