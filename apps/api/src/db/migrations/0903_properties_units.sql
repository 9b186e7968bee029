-- A listing belongs to a unit (issue 22, ADR 0900): one unit has at most one live rent listing. "Live" is not
-- deleted and available or pending; the partial unique index holds the rule even under concurrent requests.
alter table properties add column unit_id uuid references units (id);
create index properties_unit_idx on properties (unit_id) where unit_id is not null;
create unique index properties_one_live_rent_per_unit on properties (unit_id)
  where unit_id is not null and listing_type = 'rent' and deleted_at is null and status in ('available','pending');
