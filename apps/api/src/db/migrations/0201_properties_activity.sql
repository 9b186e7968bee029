-- Listings activity: favourites, enquiries to owners, property requests, one view per viewer per day,
-- and indexes for the listing filters and sorts.
create table property_favourites (
  user_id bigint not null references users (id) on delete cascade,
  property_id bigint not null references properties (id) on delete cascade,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  primary key (user_id, property_id)
);
create index property_favourites_property_idx on property_favourites (property_id);

create table property_enquiries (
  id bigserial primary key,
  property_id bigint not null references properties (id) on delete cascade,
  owner_id bigint not null references users (id) on delete cascade,
  sender_id bigint references users (id) on delete set null,
  name text not null,
  email text not null,
  phone text,
  message text not null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index property_enquiries_owner_idx on property_enquiries (owner_id, created_at desc);

create table property_requests (
  id bigserial primary key,
  user_id bigint not null references users (id) on delete cascade,
  listing_type text not null check (listing_type in ('rent','sale')),
  category text,
  property_type text,
  state text not null,
  city text,
  min_budget bigint check (min_budget >= 0),
  max_budget bigint not null check (max_budget > 0),
  bedrooms integer check (bedrooms >= 0),
  move_in_date date,
  note text not null default '',
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index property_requests_match_idx on property_requests (listing_type, state, created_at desc);

-- One counted view per viewer (user id, or a hash of the client address) per listing per day.
create table property_views (
  property_id bigint not null references properties (id) on delete cascade,
  viewer text not null,
  day date not null,
  primary key (property_id, viewer, day)
);

create index properties_live_created_idx on properties (created_at desc, id desc) where deleted_at is null;
create index properties_live_price_idx on properties (price, id) where deleted_at is null;
create index properties_live_views_idx on properties (views desc, id desc) where deleted_at is null;
create index properties_lower_state_city_idx on properties (lower(state), lower(city)) where deleted_at is null;
create index properties_live_category_idx on properties (category, created_at desc) where deleted_at is null;
