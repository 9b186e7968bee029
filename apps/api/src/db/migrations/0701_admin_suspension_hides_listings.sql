-- Issue 23: a suspended account's listings leave every public page at once and come back when it is restored.
-- Suspension soft-deletes the live listings (so every public query, index and cache that already leaves deleted
-- listings out leaves these out too) and marks them, so a restore brings back exactly those and no listing the
-- owner had deleted themselves.
alter table properties add column hidden_by_suspension boolean not null default false;
