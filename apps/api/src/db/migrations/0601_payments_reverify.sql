-- Issue 16: payments left pending are re-verified by the sweep a bounded number of times.
alter table payments add column verify_attempts integer not null default 0;
alter table payments add column last_verified_at timestamptz;
create index payments_pending on payments (created_at) where status = 'pending';
