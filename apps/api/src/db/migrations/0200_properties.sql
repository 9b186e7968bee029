-- Properties: listings (SPEC §3 Property plus Nigerian fields) and their images.
create table properties (
  id bigserial primary key,
  slug text not null,
  owner_id bigint not null references users (id),
  title text not null,
  description text not null default '',
  price bigint not null constraint properties_price_nonneg check (price >= 0),
  listing_type text not null check (listing_type in ('rent','sale')),
  rent_period text check (rent_period in ('year','month','night')),
  status text not null default 'available' check (status in ('available','pending','sold','rented','unavailable')),
  use text not null default 'residential' check (use in ('residential','commercial')),
  category text not null,
  property_type text not null,
  address text not null default '',
  city text not null,
  state text not null,
  map_url text,
  latitude double precision,
  longitude double precision,
  bedrooms integer not null default 0,
  bathrooms integer not null default 0,
  toilets integer not null default 0,
  parking_spaces integer not null default 0,
  area integer,
  furnished boolean not null default false,
  serviced boolean not null default false,
  title_document text check (title_document in ('c_of_o','governors_consent','deed','survey')),
  amenities text[] not null default '{}'::text[],
  featured boolean not null default false,
  generated boolean not null default false,
  views integer not null default 0,
  deleted_at timestamptz,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint properties_counts_nonneg check (bedrooms >= 0 and bathrooms >= 0 and toilets >= 0 and parking_spaces >= 0),
  constraint properties_rent_period check ((listing_type = 'rent') = (rent_period is not null))
);
create unique index properties_slug_key on properties (slug);
create index properties_owner_idx on properties (owner_id);
create index properties_list_idx on properties (listing_type, state, city, price);
create index properties_created_idx on properties (created_at);
create index properties_category_idx on properties (category);

create table property_images (
  id bigserial primary key,
  property_id bigint not null references properties (id) on delete cascade,
  url text not null,
  storage_key text,
  widths integer[] not null default '{}'::integer[],
  position integer not null default 0,
  is_cover boolean not null default false,
  alt text not null default '',
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index property_images_property_idx on property_images (property_id, position);
