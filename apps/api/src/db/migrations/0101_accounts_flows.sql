-- Accounts flows: the mail/SMS outbox (ARCHITECTURE §3), one-time secrets (email links, phone codes, login
-- codes, password reset tokens; only their SHA-256 hashes are stored) and KYC submissions.
create table outbox (
  id bigserial primary key,
  channel text not null check (channel in ('email', 'sms')),
  recipient text not null,
  subject text,
  body text not null,
  kind text not null,
  -- kept: no transport configured (development); pending: waiting to be sent; sent; failed: gave up.
  state text not null default 'pending' check (state in ('pending', 'kept', 'sent', 'failed')),
  attempts integer not null default 0,
  last_error text,
  sent_at timestamptz,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index outbox_recipient on outbox (recipient, id desc);
create index outbox_pending on outbox (id) where state = 'pending';

create table one_time_secrets (
  id bigserial primary key,
  user_id bigint not null references users (id),
  purpose text not null check (purpose in ('verify_email', 'verify_phone', 'login', 'reset_password')),
  -- The looked-up secret: link token, login session token or reset token (sha256 hex). Null for phone codes.
  token_hash text unique,
  -- The 6-digit code (HMAC-SHA256 hex) for phone verification and login codes.
  code_hash text,
  attempts integer not null default 0,
  expires_at timestamptz not null,
  used_at timestamptz,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index one_time_secrets_user on one_time_secrets (user_id, purpose, id desc);

create table kyc_submissions (
  id bigserial primary key,
  user_id bigint not null references users (id),
  document_type text not null check (document_type in
    ('nin_slip', 'international_passport', 'drivers_licence', 'voters_card', 'cac_certificate')),
  document_number text not null,
  -- Paths under UPLOADS_DIR/private: never served statically, only through the owner/admin check.
  front_file text not null,
  back_file text,
  selfie_file text not null,
  status text not null default 'pending' check (status in ('pending', 'approved', 'rejected')),
  reason text,
  reviewed_by bigint references users (id),
  reviewed_at timestamptz,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index kyc_submissions_user on kyc_submissions (user_id, id desc);
create index kyc_submissions_pending on kyc_submissions (id) where status = 'pending';
