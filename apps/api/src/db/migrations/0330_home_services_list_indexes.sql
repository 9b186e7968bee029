-- The provider directory and product list without reading the whole table (issue 20 "Speed", ADR 0304).
-- Measured on 20,000 providers and 50,000 products (PostgreSQL 15, EXPLAIN ANALYZE):
-- * `city=` matched the provider's town or any served area by unnesting every row's areas: a sequential scan,
--   80 ms for "Lekki". The places a provider works in, folded, are now one indexed array: 1.4 ms.
-- * Hiding providers of suspended, deleted or unconfirmed accounts joined every match to users (a sequential scan
--   of users, 13 ms for "plumber"); it is now an anti-join on the few such accounts through this partial index.
-- * A product's location matches its state or its town: the town gets an index too.
create function ile_places(city text, areas text[]) returns text[]
  language sql immutable parallel safe
  as $$ select array(select lower(x) from unnest(array_prepend(city, areas)) x) $$;
create index service_providers_places on service_providers using gin (ile_places(city, service_areas))
  where deleted_at is null;
create index users_not_listed on users (id) where deleted_at is not null or status <> 'active';
create index store_products_city on store_products (lower(city), category, id desc) where deleted_at is null;
