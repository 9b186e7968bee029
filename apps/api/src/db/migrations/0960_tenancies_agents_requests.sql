-- Property management, second step (issue 24, ADR 0951): agents acting for a named landlord, and the staff's
-- handling of management requests.
-- A tenancy an agent adds for a landlord: `managed_by` is the agent, `landlord_email` the landlord they named
-- (`landlord_id` is that landlord's account, or the agent's until the named landlord signs up), and
-- `landlord_confirmed_at` when the landlord confirmed the agent.
alter table tenancies add column managed_by bigint references users (id);
alter table tenancies add column landlord_email text;
alter table tenancies add column landlord_confirmed_at timestamptz;
create index tenancies_managed_by_idx on tenancies (managed_by) where managed_by is not null;
create index tenancies_landlord_invite_idx on tenancies (lower(landlord_email))
  where landlord_email is not null and landlord_id = managed_by;

-- Staff move a management request along; each change is in the audit log and mailed to the requester.
alter table management_requests add column status text not null default 'new'
  check (status in ('new', 'contacted', 'in_progress', 'closed', 'declined'));
alter table management_requests add column staff_note text not null default '';
create index management_requests_status_idx on management_requests (status, created_at);
