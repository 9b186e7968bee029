-- Changing the e-mail or phone of an account (issue 38, ADR 0026): a link to the new address or a code to the new
-- number, as at sign-up. The secret is a one-time secret of its own purpose; the pending change names the new
-- value it applies when the link is opened or the right code is given. The users table's unique email and phone
-- decide between two accounts claiming the same address.
alter table one_time_secrets drop constraint one_time_secrets_purpose_check;
alter table one_time_secrets add constraint one_time_secrets_purpose_check
  check (purpose in ('verify_email', 'verify_phone', 'login', 'reset_password', 'change_email', 'change_phone'));

create table contact_changes (
  secret_id bigint primary key references one_time_secrets (id),
  user_id bigint not null references users (id),
  channel text not null check (channel in ('email', 'phone')),
  -- Normalised: lower-case e-mail, E.164 phone.
  new_value text not null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index contact_changes_user on contact_changes (user_id, channel, secret_id desc);
