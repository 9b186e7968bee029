-- Case-folded place keys and one covering index, so a place filter picks its page of ids from the index
-- alone (index-only scan) instead of reading thousands of wide rows; the page's rows are then read by id.
alter table properties add column state_key text generated always as (lower(state)) stored;
alter table properties add column city_key text generated always as (lower(city)) stored;
create index properties_place_cover_idx on properties (state_key, city_key)
  include (listing_type, use, category, property_type, status, price, bedrooms, bathrooms, furnished, serviced,
           featured, owner_id, created_at, views, id)
  where deleted_at is null;
