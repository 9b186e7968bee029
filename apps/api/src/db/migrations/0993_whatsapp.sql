-- WhatsApp as a delivery channel (issue 50, ADR 0750). A WhatsApp message is an outbox row (channel 'whatsapp'):
-- kept in development and tests, pending until the delivery job claims it (locked_until, so one instance sends
-- it), retried with backoff (next_attempt_at), and mailed instead when WhatsApp fails for good (fell_back_at).
-- Queried with SQL text through platform/whatsapp.repo.ts and modules/whatsapp/repo.ts (no Drizzle schema).
alter table outbox drop constraint outbox_channel_check;
alter table outbox add constraint outbox_channel_check check (channel in ('email', 'sms', 'whatsapp'));
alter table outbox
  add column user_id bigint references users (id),
  -- one message per event (an alert, a booking's change…): a second insert of the same key does nothing
  add column event_key text,
  -- {key, name, language, params} of a template; null for a free-form text (inside the 24-hour window)
  add column template jsonb,
  add column wamid text,
  -- Meta's delivery status, forward only: accepted < sent < delivered < read; failed ends it
  add column wa_status text check (wa_status in ('accepted', 'sent', 'delivered', 'read', 'failed')),
  add column error_code integer,
  add column next_attempt_at timestamptz,
  add column locked_until timestamptz,
  -- the e-mail sent when WhatsApp fails for good: {to, subject, text}
  add column fallback jsonb,
  add column fell_back_at timestamptz,
  -- the enquiry this message answers (a reply to it goes to the enquiry's conversation)
  add column enquiry_id bigint references property_enquiries (id) on delete set null;
create unique index outbox_event_once on outbox (event_key) where event_key is not null;
create unique index outbox_wamid on outbox (wamid) where wamid is not null;
create index outbox_whatsapp_due on outbox (next_attempt_at) where channel = 'whatsapp' and state = 'pending';

-- A person's WhatsApp opt-in: on with the time they agreed, off with the time and how (dashboard or STOP).
-- last_inbound_at opens the 24-hour window for free-form messages.
create table whatsapp_consents (
  user_id bigint primary key references users (id),
  phone text not null,
  opted_in boolean not null,
  consented_at timestamptz,
  opted_out_at timestamptz,
  opt_out_source text check (opt_out_source in ('dashboard', 'stop')),
  last_inbound_at timestamptz,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index whatsapp_consents_phone on whatsapp_consents (phone);

-- Inbound messages, once each (Meta retries webhooks: a duplicate id is ignored).
create table whatsapp_inbound (
  id bigserial primary key,
  wamid text not null unique,
  from_phone text not null,
  user_id bigint references users (id),
  body text,
  context_wamid text,
  enquiry_id bigint references property_enquiries (id) on delete set null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

-- An enquiry's conversation after its first message: the lister's answers and the enquirer's replies.
create table property_enquiry_messages (
  id bigserial primary key,
  enquiry_id bigint not null references property_enquiries (id) on delete cascade,
  author text not null check (author in ('enquirer', 'lister')),
  body text not null,
  channel text not null check (channel in ('web', 'whatsapp', 'email')),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index property_enquiry_messages_enquiry on property_enquiry_messages (enquiry_id, id);
