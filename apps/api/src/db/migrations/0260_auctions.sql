-- Property auctions and their bids (ADR 0260). Money in kobo. A bid is accepted by one conditional UPDATE of the
-- auction row (see modules/auctions/repo.ts); the unique (auction_id, amount) index is a second guard: two bids
-- of the same amount can never both be stored.
create table auctions (
  id bigserial primary key,
  property_id bigint not null references properties (id),
  seller_id bigint not null references users (id),
  created_by bigint not null references users (id),
  starting_price bigint not null check (starting_price > 0),
  reserve_price bigint not null check (reserve_price > 0),
  min_increment bigint not null check (min_increment > 0),
  starts_at timestamptz not null,
  ends_at timestamptz not null,
  scheduled_end_at timestamptz not null,
  deposit_note text not null default '',
  current_bid bigint,
  current_bidder_id bigint references users (id),
  bid_count integer not null default 0,
  demo boolean not null default false,
  seed_key text,
  deleted_at timestamptz,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint auctions_times check (ends_at > starts_at and scheduled_end_at > starts_at),
  constraint auctions_start_le_reserve check (starting_price <= reserve_price)
);
create index auctions_property_idx on auctions (property_id);
create index auctions_ends_idx on auctions (ends_at);
create unique index auctions_seed_key on auctions (seed_key);

create table auction_bids (
  id bigserial primary key,
  auction_id bigint not null references auctions (id) on delete cascade,
  bidder_id bigint not null references users (id),
  amount bigint not null check (amount > 0),
  extended boolean not null default false,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create unique index auction_bids_amount_key on auction_bids (auction_id, amount);
create index auction_bids_auction_idx on auction_bids (auction_id, created_at desc);
