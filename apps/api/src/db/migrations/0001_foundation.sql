create extension if not exists pg_trgm;
create extension if not exists unaccent;

create table newsletter_subscribers (
  id bigserial primary key,
  email text not null unique,
  platform text not null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
