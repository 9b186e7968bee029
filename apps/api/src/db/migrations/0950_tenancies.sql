-- Property management (issue 24, ADR 0950): tenancies of units, their rent schedule, receipts, maintenance requests
-- and management requests. Money is integer kobo; dates are calendar dates (Lagos).
create table tenancies (
  id bigserial primary key,
  unit_id uuid not null references units (id),
  unit_address text not null,
  landlord_id bigint not null references users (id),
  created_by bigint not null references users (id),
  tenant_id bigint references users (id),
  tenant_email text not null,
  tenant_name text not null default '',
  start_date date not null,
  end_date date not null,
  period text not null check (period in ('month', 'quarter', 'half_year', 'year')),
  periods integer not null check (periods >= 1),
  rent_kobo bigint not null check (rent_kobo > 0),
  caution_deposit_kobo bigint not null default 0 check (caution_deposit_kobo >= 0),
  status text not null default 'active' check (status in ('active', 'ending', 'ended', 'renewed')),
  notice_given_on date,
  notice_by text check (notice_by in ('landlord', 'tenant')),
  renewed_by_id bigint references tenancies (id),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  check (end_date >= start_date)
);
create index tenancies_unit_idx on tenancies (unit_id, start_date);
create index tenancies_landlord_idx on tenancies (landlord_id);
create index tenancies_tenant_idx on tenancies (tenant_id);
create index tenancies_invite_idx on tenancies (lower(tenant_email)) where tenant_id is null;

create table rent_installments (
  id bigserial primary key,
  tenancy_id bigint not null references tenancies (id) on delete cascade,
  sequence integer not null,
  due_date date not null,
  period_start date not null,
  period_end date not null,
  amount_kobo bigint not null check (amount_kobo > 0),
  paid_kobo bigint not null default 0 check (paid_kobo >= 0 and paid_kobo <= amount_kobo),
  reminded_at timestamptz,
  overdue_reminded_at timestamptz,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  unique (tenancy_id, sequence)
);
create index rent_installments_due_idx on rent_installments (due_date) where paid_kobo < amount_kobo;

create sequence rent_receipt_numbers;
create table rent_receipts (
  id bigserial primary key,
  number text not null unique,
  tenancy_id bigint not null references tenancies (id) on delete cascade,
  installment_id bigint not null references rent_installments (id) on delete cascade,
  amount_kobo bigint not null check (amount_kobo > 0),
  method text not null check (method in ('online', 'cash', 'transfer', 'cheque', 'pos')),
  paid_on date not null,
  payment_id bigint unique references payments (id),
  recorded_by bigint not null references users (id),
  note text not null default '',
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index rent_receipts_tenancy_idx on rent_receipts (tenancy_id, created_at);

create table maintenance_requests (
  id bigserial primary key,
  tenancy_id bigint not null references tenancies (id) on delete cascade,
  raised_by bigint not null references users (id),
  title text not null,
  description text not null default '',
  urgency text not null check (urgency in ('low', 'normal', 'urgent', 'emergency')),
  status text not null default 'open' check (status in ('open', 'assigned', 'in_progress', 'done', 'cancelled')),
  assignee_id bigint references users (id),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index maintenance_requests_tenancy_idx on maintenance_requests (tenancy_id, created_at);
create index maintenance_requests_assignee_idx on maintenance_requests (assignee_id);

create table maintenance_photos (
  id bigserial primary key,
  request_id bigint not null references maintenance_requests (id) on delete cascade,
  storage_key text not null,
  position integer not null default 0,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index maintenance_photos_request_idx on maintenance_photos (request_id, position);

create table management_requests (
  id bigserial primary key,
  user_id bigint references users (id),
  name text not null,
  email text not null,
  phone text not null default '',
  city text not null,
  units integer not null check (units >= 1),
  message text not null default '',
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

-- Rent paid online is a payment like any other, settled by the one settle() path (ADR 0600/0602).
alter table payments drop constraint payments_purpose_check;
alter table payments add constraint payments_purpose_check
  check (purpose in ('profile_unlock', 'subscription', 'renewal', 'upgrade', 'store_order', 'rent'));
