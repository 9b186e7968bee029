-- Listings per month as one index range for every filter combination (issue 23, ADR 0710 addendum). The volume
-- view held the finest grain only (month × kind × state × town × type × bedrooms), so a broad scope summed
-- thousands of rows per request (7 ms for all of Lagos on 100k listings, the slowest market statement). It now
-- holds the same cube as analytics_market ('*' / -1 meaning "all"): a scope is its months' rows read in order.
-- Built with its data, so the concurrent refresh of ADR 0710 finds it populated.
drop materialized view if exists analytics_volume;
create materialized view analytics_volume as
select date_trunc('month', created_at)::date as month,
       case when listing_type = 'sale' then 'sale' else 'rent' end as kind,
       coalesce(state, '*') as state,
       coalesce(city, '*') as city,
       coalesce(property_type, '*') as property_type,
       coalesce(bedrooms, -1) as bedrooms,
       count(*)::int as listings
  from properties
 where deleted_at is null
 group by 1, 2, cube (state, city, property_type, bedrooms);
create unique index analytics_volume_key
  on analytics_volume (kind, state, city, property_type, bedrooms, month);
