-- Admin decisions on providers and sellers (issue 20/23, ADR 0302): approve (reviewed by Ile) and verify (the
-- provider's registration number, or the seller's address and phone, checked). Each is audited (audit_log).
alter table service_providers
  add column approved_at timestamptz,
  add column approved_by bigint references users (id),
  add column licence_verified_at timestamptz,
  add column licence_verified_by bigint references users (id);
create index service_providers_pending on service_providers (id desc) where deleted_at is null and approved_at is null;

-- One row per seller the admins have decided on; sellers themselves are users with products.
create table store_sellers (
  user_id bigint primary key references users (id),
  approved_at timestamptz,
  approved_by bigint references users (id),
  verified_at timestamptz,
  verified_by bigint references users (id),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
