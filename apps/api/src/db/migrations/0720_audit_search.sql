-- The audit log's text search at scale (issue 23, ADR 0023). One text column holds what a search reads (action,
-- reason, before/after as JSON text), kept by the database itself (a stored generated column, so no writer can
-- forget it), with a trigram index: ILIKE '%words%' reads the index instead of every row. The actor's email is
-- matched through users first (trigram index on users.email), then the actor index; the exact target id through
-- its own index. Adding a stored column rewrites the table once; row triggers (append-only) do not fire.
alter table audit_log
  add column if not exists search_text text generated always as (
    action || ' ' || coalesce(reason, '') || ' ' || coalesce(before::text, '') || ' ' || coalesce(after::text, '')
  ) stored;
create index if not exists audit_log_search_trgm on audit_log using gin (search_text gin_trgm_ops);
create index if not exists audit_log_target_id on audit_log (target_id);
create index if not exists users_email_trgm on users using gin (email gin_trgm_ops);
