-- Exact totals of list filters (ADR 0202): a count over a broad place (Lagos is 80% of listings) scanned the wide
-- place covering index, ~45 ms for "rent in Lagos, 3+ bedrooms" at 100k listings. This narrower index leads with
-- the filters almost every query has (state, rent/sale, town, bedrooms, price), so the count reads only the
-- matching range, index-only; the included columns keep the other filters index-only too.
create index properties_count_idx on properties (state_key, listing_type, city_key, bedrooms, price)
  include (use, category, status, bathrooms, furnished, serviced, featured)
  where deleted_at is null;
