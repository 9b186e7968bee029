-- Price history (issue 37, ADR 0270): every change of a listing's price is kept, written in the same transaction
-- as the listing update. `previous_price` is the price before the last change (kobo), so a card can show
-- "Reduced" with the old price without reading the history.
alter table properties add column previous_price bigint;

create table property_price_changes (
  id bigserial primary key,
  property_id bigint not null references properties (id) on delete cascade,
  old_price bigint not null check (old_price >= 0),
  new_price bigint not null check (new_price >= 0),
  changed_by bigint references users (id),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index property_price_changes_property_idx on property_price_changes (property_id, created_at, id);
