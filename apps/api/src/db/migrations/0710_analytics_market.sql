-- Market analytics (issue 23, ADR 0710): summaries of the platform's own listings, refreshed on a schedule.
-- analytics_market holds the exact median and quartiles of every combination of the four filters (state, town,
-- type, bedrooms; '*' / -1 meaning "all") for sale prices and annualised rents (a month's rent × 12; short lets
-- per night are left out), so any filter combination is one indexed row read and no median is ever averaged.
create materialized view if not exists analytics_market as
select kind,
       coalesce(state, '*') as state,
       coalesce(city, '*') as city,
       coalesce(property_type, '*') as property_type,
       coalesce(bedrooms, -1) as bedrooms,
       count(*)::int as listings,
       (count(*) filter (where generated))::int as generated,
       percentile_disc(0.5) within group (order by amount) as median,
       percentile_disc(0.25) within group (order by amount) as p25,
       percentile_disc(0.75) within group (order by amount) as p75,
       percentile_disc(0.5) within group (order by per_bedroom) filter (where per_bedroom is not null) as median_per_bedroom
  from (select case when listing_type = 'sale' then 'sale' else 'rent' end as kind,
               state, city, property_type, bedrooms, generated,
               case when listing_type = 'sale' or rent_period = 'year' then price else price * 12 end as amount,
               case when bedrooms > 0
                    then (case when listing_type = 'sale' or rent_period = 'year' then price else price * 12 end) / bedrooms
               end as per_bedroom
          from properties
         where deleted_at is null and (listing_type = 'sale' or rent_period in ('year', 'month'))) l
 group by kind, cube (state, city, property_type, bedrooms)
with no data;
create unique index if not exists analytics_market_key
  on analytics_market (kind, state, city, property_type, bedrooms);

-- Listings added per month in every filter combination's finest grain (counts add up, so queries sum them).
create materialized view if not exists analytics_volume as
select date_trunc('month', created_at)::date as month,
       case when listing_type = 'sale' then 'sale' else 'rent' end as kind,
       state, city, property_type, bedrooms,
       count(*)::int as listings
  from properties
 where deleted_at is null
 group by 1, 2, 3, 4, 5, 6
with no data;
create unique index if not exists analytics_volume_key
  on analytics_volume (kind, state, city, property_type, bedrooms, month);

-- When the views were last refreshed (one row).
create table if not exists analytics_refreshes (
  id smallint primary key default 1 check (id = 1),
  refreshed_at timestamptz,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
insert into analytics_refreshes (id, refreshed_at) values (1, null) on conflict do nothing;
