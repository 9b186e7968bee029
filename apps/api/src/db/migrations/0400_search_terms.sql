-- Search (ADR 0400): immutable unaccent wrapper for generated search documents, and the suggestion terms.
create or replace function ile_unaccent(text) returns text
  language sql immutable parallel safe strict
  as $$ select public.unaccent('public.unaccent'::regdictionary, $1) $$;

create or replace function ile_join(text[]) returns text
  language sql immutable parallel safe strict
  as $$ select array_to_string($1, ' ') $$;

create table search_terms (
  id bigserial primary key,
  folded text not null unique,
  term text not null,
  kind text not null,
  uses integer not null default 0,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index search_terms_folded_trgm on search_terms using gin (folded gin_trgm_ops);
