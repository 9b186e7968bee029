-- The admin area's audit log (issue 23, ADR 0700): every admin action, who, what, when, before → after.
-- Append-only: a trigger refuses UPDATE and DELETE, so not even the application can rewrite history.
create table if not exists audit_log (
  id bigserial primary key,
  actor_id bigint not null references users (id),
  action text not null,
  target_type text not null,
  target_id text not null,
  reason text,
  before jsonb,
  after jsonb,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index if not exists audit_log_created on audit_log (created_at desc, id desc);
create index if not exists audit_log_target on audit_log (target_type, target_id, created_at desc);
create index if not exists audit_log_actor on audit_log (actor_id, created_at desc);
create index if not exists audit_log_action on audit_log (action, created_at desc);

create or replace function audit_log_append_only() returns trigger language plpgsql as $$
begin
  raise exception 'audit_log is append-only' using errcode = 'insufficient_privilege';
end;
$$;
drop trigger if exists audit_log_no_change on audit_log;
create trigger audit_log_no_change before update or delete on audit_log
  for each row execute function audit_log_append_only();

-- Finding users by name, email or phone in the admin area.
create index if not exists users_created on users (created_at desc, id desc);
