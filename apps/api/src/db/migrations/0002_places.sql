create table states (
  id bigserial primary key,
  name text not null unique,
  slug text not null unique,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

create table lgas (
  id bigserial primary key,
  state_id integer not null references states (id),
  name text not null,
  slug text not null,
  latitude double precision,
  longitude double precision,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create unique index lgas_state_slug on lgas (state_id, slug);
create index lgas_name_trgm on lgas using gin (name gin_trgm_ops);
