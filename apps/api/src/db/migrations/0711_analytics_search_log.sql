-- Most searched towns (issue 23, ADR 0711): how many searches named each place per day. The search module adds
-- its counts in batches (one upsert per few seconds, whatever the traffic); the refresh of the market views
-- sums the last 90 days into analytics_searches, giving a town named without its state the state most of its
-- listings are in.
create table if not exists search_place_counts (
  day date not null,
  state text not null default '',
  city text not null default '',
  searches integer not null check (searches > 0),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  primary key (day, state, city)
);

create materialized view if not exists analytics_searches as
with town_state as (
  select distinct on (lower(city)) lower(city) as town, state
    from properties
   where deleted_at is null and city <> ''
   group by lower(city), state
   order by lower(city), count(*) desc, state
)
select coalesce(nullif(s.state, ''), ts.state, '') as state,
       s.city,
       sum(s.searches)::int as searches
  from search_place_counts s
  left join town_state ts on ts.town = lower(s.city)
 where s.city <> '' and s.day > current_date - 90
 group by 1, 2
with no data;
create unique index if not exists analytics_searches_key on analytics_searches (state, city);
create index if not exists analytics_searches_top on analytics_searches (state, searches desc);
