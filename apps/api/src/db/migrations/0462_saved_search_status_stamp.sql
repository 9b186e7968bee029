-- "Available again" alerts (issue 37, ADR 0410): a listing whose status changes (rented, sold or unavailable back
-- to available, or the other way) is stamped like any other change a search can see, so the alert sweep reads it
-- and tells the saved searches it matches. Migration 0970's stamp leaves status out; this trigger adds it.
-- Nothing updates properties between this migration and 0970, which adds the column the function sets.
create or replace function ile_properties_status_stamp() returns trigger language plpgsql as $$
begin
  new.search_changed_at := clock_timestamp();
  return new;
end $$;
create trigger properties_status_stamp before update on properties
  for each row when (old.status is distinct from new.status)
  execute function ile_properties_status_stamp();
