-- Home-services marketplace (issue 20, ADR 0300): provider profiles, photos of work, job requests with their
-- quote thread, and reviews from completed jobs.
create table service_providers (
  id bigserial primary key,
  user_id bigint not null unique references users (id),
  name text not null,
  category text not null,
  speciality text not null default '',
  state text not null,
  city text not null,
  service_areas text[] not null default '{}'::text[],
  email text not null,
  phone text,
  phone2 text,
  pricing text not null default '',
  price_min_kobo bigint check (price_min_kobo is null or price_min_kobo >= 0),
  price_max_kobo bigint check (price_max_kobo is null or price_max_kobo >= 0),
  experience_years integer check (experience_years is null or experience_years between 0 and 80),
  bio text not null default '',
  licence_body text,
  licence_number text,
  availability text not null default '',
  bank_name text,
  account_number text,
  payment_method text,
  image_key text,
  views integer not null default 0,
  rating_count integer not null default 0,
  rating_sum integer not null default 0,
  demo boolean not null default false,
  seed_key text unique,
  search tsvector generated always as (
    to_tsvector('simple', name || ' ' || category || ' ' || speciality || ' ' || city || ' ' || state || ' ' || bio)
  ) stored,
  deleted_at timestamptz,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index service_providers_list on service_providers (id desc) where deleted_at is null;
create index service_providers_category on service_providers (category, id desc) where deleted_at is null;
create index service_providers_state on service_providers (lower(state), category, id desc) where deleted_at is null;
create index service_providers_search on service_providers using gin (search);

create table provider_photos (
  id bigserial primary key,
  provider_id bigint not null references service_providers (id),
  storage_key text not null,
  position integer not null default 0,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index provider_photos_provider on provider_photos (provider_id, position);

create table provider_jobs (
  id bigserial primary key,
  provider_id bigint not null references service_providers (id),
  customer_id bigint not null references users (id),
  title text not null,
  details text not null,
  address text not null,
  state text not null,
  city text not null,
  wanted_on date,
  budget_kobo bigint check (budget_kobo is null or budget_kobo >= 0),
  status text not null default 'requested'
    check (status in ('requested', 'quoted', 'accepted', 'done', 'cancelled')),
  quote_kobo bigint check (quote_kobo is null or quote_kobo > 0),
  quote_note text,
  cancelled_by bigint references users (id),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index provider_jobs_provider on provider_jobs (provider_id, id desc);
create index provider_jobs_customer on provider_jobs (customer_id, id desc);

-- The thread both sides see: every step (request, quote, accept, decline, done, cancel) and free notes.
create table provider_job_events (
  id bigserial primary key,
  job_id bigint not null references provider_jobs (id),
  author_id bigint not null references users (id),
  kind text not null check (kind in ('requested', 'quoted', 'accepted', 'declined', 'done', 'cancelled', 'note')),
  body text not null default '',
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index provider_job_events_job on provider_job_events (job_id, id);

create table provider_job_photos (
  id bigserial primary key,
  job_id bigint not null references provider_jobs (id),
  storage_key text not null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index provider_job_photos_job on provider_job_photos (job_id);

create table provider_reviews (
  id bigserial primary key,
  provider_id bigint not null references service_providers (id),
  job_id bigint not null unique references provider_jobs (id),
  author_id bigint not null references users (id),
  rating integer not null check (rating between 1 and 5),
  comment text not null default '',
  reply text,
  replied_at timestamptz,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index provider_reviews_provider on provider_reviews (provider_id, id desc);
