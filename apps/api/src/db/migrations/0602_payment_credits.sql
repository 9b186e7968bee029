-- Issue 16: a subscription payment priced for an earlier state of the subscription (a stale link) is not applied;
-- its amount becomes credit, which the next subscription payment link spends. One ledger row per payment:
-- +amount for a stale payment, -amount for credit a payment spent.
alter table payments drop constraint payments_status_check;
alter table payments add constraint payments_status_check
  check (status in ('pending', 'success', 'failed', 'abandoned', 'credited'));

create table payment_credits (
  id bigserial primary key,
  user_id bigint not null references users (id),
  payment_id bigint not null unique references payments (id),
  amount_kobo bigint not null check (amount_kobo <> 0),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index payment_credits_user on payment_credits (user_id);
