-- The planner's estimate for place filters was ~50x too low (state and city are strongly correlated: Lekki is
-- always Lagos), so it sorted thousands of rows instead of walking a sort index. Teach it the correlation.
create statistics properties_place_stats (dependencies, mcv) on state_key, city_key, listing_type from properties;
