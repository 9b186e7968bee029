-- Saved searches and their alerts (issue 37, ADR 0406). A saved search keeps the search's own parameters (those of
-- GET /api/search) as JSON; the alert sweep matches changed listings against them by the search's rules.
create table saved_searches (
  id bigserial primary key,
  user_id bigint not null references users(id) on delete cascade,
  name text not null,
  params jsonb not null default '{}'::jsonb,
  frequency text not null default 'instant' check (frequency in ('instant', 'daily')),
  channels text[] not null default '{email}',
  paused boolean not null default false,
  -- When the last daily digest was sent (or the search was saved): the next one is due a day later.
  last_digest_at timestamptz not null default now(),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index saved_searches_user_idx on saved_searches (user_id, id);
create index saved_searches_live_idx on saved_searches (id) where not paused;

-- One row per listing per saved search, ever: the unique key is what makes an alert go out once, whatever the
-- number of sweeps or instances that find the match. `sent_at` is null while a daily digest waits for it.
create table saved_search_alerts (
  id bigserial primary key,
  saved_search_id bigint not null references saved_searches(id) on delete cascade,
  property_id bigint not null references properties(id) on delete cascade,
  reason text not null check (reason in ('new', 'available', 'price_drop')),
  sent_at timestamptz,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  unique (saved_search_id, property_id)
);
create index saved_search_alerts_pending_idx on saved_search_alerts (saved_search_id) where sent_at is null;

-- What the sweep last saw of a listing (price, live), to tell a price drop or a return from any other edit.
create table saved_search_listing_seen (
  property_id bigint primary key references properties(id) on delete cascade,
  price bigint not null,
  live boolean not null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
insert into saved_search_listing_seen (property_id, price, live)
  select id, price, deleted_at is null from properties;

-- The sweep's mark: listings stamped after it are still to be matched. Survives restarts; shared by instances.
create table saved_search_sweep (
  name text primary key,
  mark timestamptz not null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
insert into saved_search_sweep (name, mark) values ('alerts', now());

-- Mail headers (List-Unsubscribe), passed to the mailer and shown in the development outbox.
alter table outbox add column headers jsonb;
