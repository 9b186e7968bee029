-- The place breakdowns of the market figures (ADR 0711, bench/analytics.ts): states (town, type and bedrooms at
-- "all") and a state's towns (type and bedrooms at "all") are ranges of these indexes; the unique key
-- (kind, state, city, ...) serves the scope and the type and bedrooms breakdowns.
create index if not exists analytics_market_states
  on analytics_market (kind, property_type, bedrooms, city, state);
create index if not exists analytics_market_towns
  on analytics_market (kind, property_type, bedrooms, state, city);
