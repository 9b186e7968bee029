-- The tenant blacklist with due process (issue 22, ADR 0901). A verified landlord or agent reports a tenant; the
-- entry is private until an admin reviews it; the reported person is told (outbox) and may reply with
-- counter-evidence and appeal; entries expire (3 years) or are removed on settlement or an upheld appeal.
create table blacklist_entries (
  id bigserial primary key,
  reporter_id bigint not null references users (id),
  tenant_name text not null,
  -- lower-case words of the name, for the fuzzy name search
  tenant_name_key text not null,
  -- E.164 (+234...), matched exactly
  tenant_phone text not null,
  tenant_email text,
  last_address text not null,
  amount_kobo bigint not null check (amount_kobo >= 0),
  nature text not null check (nature in ('unpaid_rent','damage','unpaid_bills','other')),
  period_start date not null,
  period_end date not null,
  statement text not null,
  -- pending (awaiting review), published, rejected, removed, erased
  status text not null default 'pending'
    check (status in ('pending','published','rejected','removed','erased')),
  removal_reason text check (removal_reason in ('settled','appeal_upheld','expired','erased')),
  review_note text,
  reviewed_by bigint references users (id),
  reviewed_at timestamptz,
  published_at timestamptz,
  expires_at timestamptz,
  -- the reported person's side: the link they were sent (sha256 of the token), their reply and appeal
  reply_token_hash text unique,
  reply text,
  replied_at timestamptz,
  appeal boolean not null default false,
  appeal_decision text check (appeal_decision in ('upheld','dismissed')),
  settled_at timestamptz,
  erasure_requested_at timestamptz,
  erasure_note text,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index blacklist_entries_phone on blacklist_entries (tenant_phone) where status = 'published';
create index blacklist_entries_status on blacklist_entries (status, created_at desc);
create index blacklist_entries_reporter on blacklist_entries (reporter_id, created_at desc);

-- Evidence files of either side, stored under UPLOADS_DIR/private (never served statically; admins only).
create table blacklist_evidence (
  id bigserial primary key,
  entry_id bigint not null references blacklist_entries (id),
  side text not null check (side in ('reporter','tenant')),
  file text not null,
  original_name text not null default '',
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index blacklist_evidence_entry on blacklist_evidence (entry_id);

-- Every step of an entry, in order (the reported person acts through their link, without an account).
create table blacklist_events (
  id bigserial primary key,
  entry_id bigint not null references blacklist_entries (id),
  actor_id bigint references users (id),
  actor text not null check (actor in ('reporter','tenant','admin','system')),
  step text not null,
  note text,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index blacklist_events_entry on blacklist_events (entry_id, id);

-- Who searched whom (NDPA accountability): every search with its terms and the entries it showed.
create table blacklist_searches (
  id bigserial primary key,
  searcher_id bigint not null references users (id),
  query_name text,
  query_phone text,
  result_ids bigint[] not null default '{}',
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index blacklist_searches_searcher on blacklist_searches (searcher_id, created_at desc);

-- The steps are history: like the audit log, they are never rewritten.
create trigger blacklist_events_no_change before update or delete on blacklist_events
  for each row execute function audit_log_append_only();
