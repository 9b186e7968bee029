-- Market charts (issue 37, ADR 0270): the median asking amount of the listings added each month, for every
-- combination of the four filters (the same cube as analytics_market and analytics_volume: '*' / -1 is "all"),
-- sale prices and yearly rents (a month's rent × 12; short lets per night left out). A scope's line is one
-- index range. Built with its data, so the concurrent refresh of ADR 0710 finds it populated.
create materialized view analytics_monthly as
select date_trunc('month', created_at)::date as month,
       case when listing_type = 'sale' then 'sale' else 'rent' end as kind,
       coalesce(state, '*') as state,
       coalesce(city, '*') as city,
       coalesce(property_type, '*') as property_type,
       coalesce(bedrooms, -1) as bedrooms,
       count(*)::int as listings,
       percentile_disc(0.5) within group (
         order by case when listing_type = 'sale' or rent_period = 'year' then price else price * 12 end) as median
  from properties
 where deleted_at is null and (listing_type = 'sale' or rent_period in ('year', 'month'))
 group by 1, 2, cube (state, city, property_type, bedrooms);
create unique index analytics_monthly_key
  on analytics_monthly (kind, state, city, property_type, bedrooms, month);
