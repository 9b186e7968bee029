-- Building-materials store (issue 20, ADR 0301): sellers' products with stock, photos, and orders. Stock is taken
-- by one conditional update when an order is placed and given back once when it is cancelled or left unpaid.
create table store_products (
  id bigserial primary key,
  seller_id bigint not null references users (id),
  name text not null,
  category text not null,
  price_kobo bigint not null check (price_kobo > 0),
  discount integer not null default 0 check (discount between 0 and 90),
  quantity integer not null check (quantity >= 0),
  unit text not null default 'unit',
  state text not null,
  city text not null,
  address text not null default '',
  details text not null default '',
  phone text not null default '',
  pay_on_delivery boolean not null default false,
  sample boolean not null default false,
  seed_key text unique,
  search tsvector generated always as (to_tsvector('simple', name || ' ' || category || ' ' || details)) stored,
  deleted_at timestamptz,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index store_products_list on store_products (id desc) where deleted_at is null;
create index store_products_category on store_products (category, id desc) where deleted_at is null;
create index store_products_state on store_products (lower(state), category, id desc) where deleted_at is null;
create index store_products_seller on store_products (seller_id, id desc);
create index store_products_search on store_products using gin (search);

create table store_product_images (
  id bigserial primary key,
  product_id bigint not null references store_products (id),
  storage_key text not null,
  position integer not null default 0,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index store_product_images_product on store_product_images (product_id, position);

create table store_orders (
  id bigserial primary key,
  product_id bigint not null references store_products (id),
  buyer_id bigint not null references users (id),
  seller_id bigint not null references users (id),
  quantity integer not null check (quantity > 0),
  unit_price_kobo bigint not null check (unit_price_kobo > 0),
  total_kobo bigint not null check (total_kobo > 0),
  delivery_address text not null,
  phone text not null default '',
  payment_method text not null check (payment_method in ('online', 'delivery')),
  status text not null check (status in ('awaiting_payment', 'placed', 'confirmed', 'dispatched', 'delivered', 'cancelled')),
  payment_reference text unique,
  paid_at timestamptz,
  cancel_reason text,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index store_orders_buyer on store_orders (buyer_id, id desc);
create index store_orders_seller on store_orders (seller_id, id desc);
create index store_orders_unpaid on store_orders (created_at) where status = 'awaiting_payment';
