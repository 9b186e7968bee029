-- Listing sorts within a listing type (the most common filter): newest and price orders read in index order.
create index properties_live_type_created_idx on properties (listing_type, created_at desc, id desc) where deleted_at is null;
create index properties_live_type_price_idx on properties (listing_type, price, id) where deleted_at is null;
