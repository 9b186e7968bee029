-- Scam reports on listings and profiles (issue 22, ADR 0902). Three independent open reports hide a listing
-- (properties.hidden_at) until an admin decides: hide, restore, warn, suspend or dismiss. A second live listing of
-- one unit by another account is filed here by the system (reason double_listing, no reporter).
create table abuse_reports (
  id bigserial primary key,
  -- null for reports filed by the system (double listings)
  reporter_id bigint references users (id),
  target_type text not null check (target_type in ('listing','user')),
  listing_id bigint references properties (id),
  -- the reported account: the listing's owner, or the profile's person
  user_id bigint not null references users (id),
  reason text not null check (reason in ('fake','already_let','wrong_price','inspection_fee','other','double_listing')),
  details text not null default '',
  status text not null default 'open' check (status in ('open','decided')),
  action text check (action in ('hide','restore','warn','suspend','dismiss')),
  decision_note text,
  decided_by bigint references users (id),
  decided_at timestamptz,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  check ((target_type = 'listing') = (listing_id is not null))
);
-- One report per account per listing or profile (reports by the system are not limited).
create unique index abuse_reports_once on abuse_reports (reporter_id, target_type, coalesce(listing_id, 0), user_id)
  where reporter_id is not null;
create index abuse_reports_open on abuse_reports (status, created_at desc);
create index abuse_reports_listing on abuse_reports (listing_id) where listing_id is not null;
create index abuse_reports_user on abuse_reports (user_id);

-- A listing hidden pending review (three reports) or by an admin: left out of every public list and page.
alter table properties add column hidden_at timestamptz;
