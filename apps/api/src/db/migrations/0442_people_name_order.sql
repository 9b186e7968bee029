-- Directories sorted by name (ADR 0402): read in this order instead of sorting every listed person (70 → 0.2 ms
-- on 20,000 people).
create index profiles_name_order on profiles (lower(first_name), lower(last_name), user_id) where deleted_at is null;
