-- The in-app notification centre (issue 37, ADR 0270): one row per notification of one user; unread while
-- read_at is null. Written by other modules through modules/notifications (often in their own transaction).
create table notifications (
  id bigserial primary key,
  user_id bigint not null references users (id) on delete cascade,
  kind text not null check (kind in ('alert', 'outbid', 'enquiry', 'request_response')),
  title text not null,
  body text not null default '',
  link text,
  read_at timestamptz,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
-- A user's page, newest first, and their unread count.
create index notifications_user_idx on notifications (user_id, created_at desc, id desc);
create index notifications_unread_idx on notifications (user_id) where read_at is null;
