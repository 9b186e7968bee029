-- Developer projects (ADR 0250): a development, its unit types with prices (kobo) and brochure images.
create table projects (
  id bigserial primary key,
  owner_id bigint not null references users (id),
  name text not null,
  description text not null default '',
  status text not null check (status in ('off_plan','under_construction','completed')),
  state text not null,
  city text not null,
  address text not null default '',
  payment_plan text not null default '',
  completion_date date,
  demo boolean not null default false,
  seed_key text,
  deleted_at timestamptz,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index projects_owner_idx on projects (owner_id);
create index projects_place_idx on projects (lower(state), lower(city));
create index projects_created_idx on projects (created_at);
create unique index projects_seed_key on projects (seed_key);

create table project_unit_types (
  id bigserial primary key,
  project_id bigint not null references projects (id) on delete cascade,
  name text not null,
  bedrooms integer check (bedrooms >= 0),
  price bigint not null constraint project_unit_types_price_positive check (price > 0),
  units_available integer check (units_available >= 0),
  position integer not null default 0,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index project_unit_types_project_idx on project_unit_types (project_id, position);
create index project_unit_types_price_idx on project_unit_types (price);

create table project_images (
  id bigserial primary key,
  project_id bigint not null references projects (id) on delete cascade,
  url text not null,
  storage_key text,
  widths integer[] not null default '{}'::integer[],
  position integer not null default 0,
  is_cover boolean not null default false,
  alt text not null default '',
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index project_images_project_idx on project_images (project_id, position);
