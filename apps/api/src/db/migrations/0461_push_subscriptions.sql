-- Web push (issue 37, ADR 0410): the browsers a user has allowed to show their alerts. One row per browser
-- subscription (its endpoint, unique: a browser signed in as someone else moves to that account); the keys are
-- the browser's P-256 public key and auth secret, which encrypt each message. A push service answering 404 or
-- 410 for an endpoint means the subscription is gone: its row is deleted.
create table push_subscriptions (
  id bigserial primary key,
  user_id bigint not null references users (id) on delete cascade,
  endpoint text not null unique,
  p256dh text not null,
  auth text not null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index push_subscriptions_user_idx on push_subscriptions (user_id, created_at desc);
