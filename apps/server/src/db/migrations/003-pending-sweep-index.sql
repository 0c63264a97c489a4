-- The pending-quotation sweeper looks for 'pending' rows every minute in every process.
-- A partial index holds only those (a handful at any time), so the look-up stays cheap however
-- many decided quotations the table keeps for three years.

create index quotations_pending_last_used on quotations (last_used_at) where status = 'pending';
