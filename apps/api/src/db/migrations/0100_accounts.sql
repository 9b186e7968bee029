-- Accounts: users (logins), profiles (SPEC §3, one per user), revoked session tokens.
create table users (
  id bigserial primary key,
  email text not null unique,
  phone text unique,
  password_hash text not null,
  role text not null constraint users_role_known check (role in ('tenant','landlord','agent','developer','admin')),
  status text not null default 'pending' check (status in ('pending','active','suspended')),
  email_verified_at timestamptz,
  phone_verified_at timestamptz,
  login_codes boolean not null default false,
  sessions_valid_after timestamptz,
  deleted_at timestamptz,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

create table profiles (
  id bigserial primary key,
  user_id bigint not null unique references users (id),
  slug text not null unique,
  unique_key text not null unique,
  first_name text not null,
  last_name text not null,
  address text,
  city text,
  state text,
  country text not null default 'Nigeria',
  profile_picture text,
  bio text,
  years_of_experience integer,
  occupation_job_title text,
  company_name text,
  company_employer text,
  industry_field text,
  skills text[] not null default '{}'::text[],
  certifications text[] not null default '{}'::text[],
  website text,
  social_media_links text[] not null default '{}'::text[],
  license_number text,
  company_registration_number text,
  service_area text,
  availability text,
  price_range text,
  portfolio text,
  business_hours text,
  date_of_birth date,
  gender text,
  marital_status text,
  number_of_employees integer,
  qualification text,
  work_experience text,
  notification_preference text,
  language_preference text[] not null default '{}'::text[],
  properties_managed integer,
  properties_sold integer,
  projects_completed integer,
  area_of_expertise text,
  service_description text,
  verified_at timestamptz,
  deleted_at timestamptz,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index profiles_state_city on profiles (state, city);

create table revoked_tokens (
  jti text primary key,
  user_id bigint not null,
  expires_at timestamptz not null,
  -- A refreshed token stays usable for a short grace window (concurrent tabs): revoked from this instant.
  revoked_from timestamptz not null default now(),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index revoked_tokens_expires on revoked_tokens (expires_at);
