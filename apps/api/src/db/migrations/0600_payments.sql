-- Payments and subscriptions (issue 6, ARCHITECTURE §4): plans with their entitlements, one row per payment
-- attempt (the reference is the idempotency key of settle()), profile unlocks, subscriptions, the sandbox
-- gateway's own transactions, and the webhook events already handled. Money is integer kobo.
create table plans (
  id bigserial primary key,
  code text not null unique check (code ~ '^[a-z][a-z0-9_]{1,30}$'),
  name text not null,
  description text not null default '',
  monthly_price_kobo bigint not null check (monthly_price_kobo >= 0),
  yearly_price_kobo bigint not null check (yearly_price_kobo >= 0),
  -- Premium profiles viewable per calendar month; null = unlimited.
  premium_profile_views integer check (premium_profile_views >= 0),
  -- Live listings allowed at once; null = unlimited.
  listing_quota integer check (listing_quota >= 0),
  premium_content boolean not null default false,
  analytics_access boolean not null default false,
  featured_listings integer not null default 0 check (featured_listings >= 0),
  sort_order integer not null default 0,
  active boolean not null default true,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

insert into plans (code, name, description, monthly_price_kobo, yearly_price_kobo, premium_profile_views,
                   listing_quota, premium_content, analytics_access, featured_listings, sort_order) values
  ('free', 'Free', 'Browse listings, post up to 3 listings and request properties.', 0, 0, 0, 3, false, false, 0, 0),
  ('basic', 'Basic', 'For tenants and small landlords: 10 premium profiles a month and 15 listings.',
   250000, 2500000, 10, 15, false, false, 1, 1),
  ('premium', 'Premium', 'For active agents: 50 premium profiles a month, premium content and analytics.',
   750000, 7500000, 50, 50, true, true, 5, 2),
  ('business', 'Business', 'For agencies and developers: unlimited premium profiles, 500 listings, 25 featured.',
   2000000, 20000000, null, 500, true, true, 25, 3);

create table payments (
  id bigserial primary key,
  reference text not null unique check (reference ~ '^[A-Za-z0-9.=-]{8,100}$'),
  user_id bigint not null references users (id),
  purpose text not null check (purpose in ('profile_unlock', 'subscription', 'renewal', 'upgrade')),
  amount_kobo bigint not null check (amount_kobo > 0),
  currency text not null default 'NGN',
  gateway text not null check (gateway in ('sandbox', 'paystack')),
  status text not null default 'pending' check (status in ('pending', 'success', 'failed', 'abandoned')),
  -- What the payment is for: {profile_user_id, unique_key} or {plan_id, interval, subscription_id}.
  details jsonb not null default '{}',
  authorization_url text,
  -- Why it failed (gateway message, amount mismatch) or the gateway's own words on success.
  gateway_response text,
  paid_at timestamptz,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index payments_user on payments (user_id, id desc);

create table profile_unlocks (
  id bigserial primary key,
  user_id bigint not null references users (id),
  profile_user_id bigint not null references users (id),
  payment_id bigint unique references payments (id),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  unique (user_id, profile_user_id)
);

-- Premium profiles seen through a plan's monthly allowance (a profile counts once per month).
create table premium_profile_views (
  user_id bigint not null references users (id),
  profile_user_id bigint not null references users (id),
  month date not null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  primary key (user_id, month, profile_user_id)
);

create table subscriptions (
  id bigserial primary key,
  user_id bigint not null references users (id),
  plan_id bigint not null references plans (id),
  interval text not null check (interval in ('monthly', 'yearly')),
  -- active: in its period; cancelled: will not be renewed, still active until current_period_end;
  -- expired: the period ended; replaced: another subscription took its place (an upgrade from Free).
  status text not null check (status in ('active', 'cancelled', 'expired', 'replaced')),
  current_period_start timestamptz not null default now(),
  -- Null for the Free plan, which never ends.
  current_period_end timestamptz,
  -- A downgrade waits for the end of the paid period.
  scheduled_plan_id bigint references plans (id),
  reminder_sent_at timestamptz,
  cancelled_at timestamptz,
  ended_at timestamptz,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
-- At most one live subscription per user: the conditional inserts and updates of settle() rely on it.
create unique index subscriptions_one_live on subscriptions (user_id) where status in ('active', 'cancelled');
create index subscriptions_user on subscriptions (user_id, id desc);
create index subscriptions_period_end on subscriptions (current_period_end) where status in ('active', 'cancelled');

-- Each paid period or change, for the history page.
create table subscription_events (
  id bigserial primary key,
  subscription_id bigint not null references subscriptions (id),
  user_id bigint not null references users (id),
  kind text not null check (kind in
    ('activated', 'subscribed', 'renewed', 'upgraded', 'downgrade_scheduled', 'cancelled', 'expired', 'replaced')),
  plan_id bigint not null references plans (id),
  payment_id bigint unique references payments (id),
  amount_kobo bigint not null default 0,
  period_start timestamptz,
  period_end timestamptz,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index subscription_events_user on subscription_events (user_id, id desc);

-- The built-in sandbox gateway keeps its own record, as Paystack would on its side.
create table sandbox_transactions (
  reference text primary key,
  email text not null,
  amount_kobo bigint not null check (amount_kobo > 0),
  currency text not null default 'NGN',
  callback_url text,
  metadata jsonb not null default '{}',
  status text not null default 'pending' check (status in ('pending', 'success', 'failed', 'abandoned')),
  paid_at timestamptz,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

-- Webhook deliveries already handled: Paystack events carry no id, so (event, reference) is the key.
create table webhook_events (
  event text not null,
  reference text not null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  primary key (event, reference)
);
