-- Verified badges beyond KYC (issue 22, ADR 0903): a LASRERA registration number (Lagos agents and developers)
-- and a CAC number (companies), each shown as a badge only after an admin has checked it against the register.
-- One row per account and kind: a new number replaces the old one and waits for a check again.
create table badge_checks (
  id bigserial primary key,
  user_id bigint not null references users (id),
  kind text not null check (kind in ('lasrera','cac')),
  -- the normalised number (contract normaliseLasrera / normaliseCac)
  number text not null,
  status text not null default 'pending' check (status in ('pending','approved','rejected')),
  reason text,
  submitted_at timestamptz not null default now(),
  reviewed_by bigint references users (id),
  reviewed_at timestamptz,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  unique (user_id, kind)
);
create index badge_checks_queue on badge_checks (status, submitted_at);
-- the listing and profile reads look up an owner's passed checks
create index badge_checks_approved on badge_checks (user_id) where status = 'approved';
