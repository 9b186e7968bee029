-- Units (issue 22, ADR 0900): one flat, shop or house, named by a normalised address and a unit label, so one
-- place is one row however its address is spelt ("Flat 3B, 14 Adelabu St, Surulere" = "flat 3b, 14 Adelabu
-- Street"). Listings (one live rent listing per unit) and tenancies (one active tenancy per unit) point here.
create table units (
  id uuid primary key default gen_random_uuid(),
  -- the account that first recorded the unit (a landlord or agent); others may list it too, and are checked
  owner_id bigint not null references users (id),
  -- normaliseAddress() of @ile/contract: street address without the trailing city/state
  address_key text not null,
  -- normaliseUnitLabel(): '' for a whole house
  unit_key text not null default '',
  -- as first typed
  address text not null,
  unit_label text not null default '',
  state text not null,
  city text not null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
-- One row per place: the key is address + unit + city + state, each normalised.
create unique index units_place_key on units (address_key, unit_key, lower(city), lower(state));
create index units_owner_idx on units (owner_id);
