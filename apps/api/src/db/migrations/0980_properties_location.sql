-- Map search (issue 37, ADR 0408): every listing's map point, stored so that `bbox=` is an index range. The owner's
-- pin when given (copied here; approximate = false); otherwise the app writes the centre of the neighbourhood or
-- town from the geo data (modules/properties/location.ts) on every create and update, and fills the rows left
-- null here (written before this migration, or by SQL outside the app) in the background at start.
-- Numbered after 0970 because it replaces 0970's stamp function: a moved point must reach the search indexes.
alter table properties add column location_lat double precision;
alter table properties add column location_lng double precision;
alter table properties add column location_approximate boolean not null default true;

update properties set location_lat = latitude, location_lng = longitude, location_approximate = false
  where latitude is not null and longitude is not null;

-- A btree on (lat, lng) of live listings: a bbox is a range of latitudes read from the index, longitudes checked
-- in it. Good for the areas a map shows (a city, a state); no PostGIS needed on PostgreSQL or PGlite.
create index properties_location_idx on properties (location_lat, location_lng) where deleted_at is null;

create or replace function ile_properties_search_stamp() returns trigger language plpgsql as $$
begin
  if tg_op = 'INSERT' or (new.title, new.description, new.price, new.listing_type, new.category, new.property_type,
      new.address, new.city, new.state, new.bedrooms, new.owner_id, new.deleted_at, new.hidden_at, new.created_at,
      new.location_lat, new.location_lng)
      is distinct from (old.title, old.description, old.price, old.listing_type, old.category, old.property_type,
      old.address, old.city, old.state, old.bedrooms, old.owner_id, old.deleted_at, old.hidden_at, old.created_at,
      old.location_lat, old.location_lng)
  then
    new.search_changed_at := clock_timestamp();
  end if;
  return new;
end $$;
