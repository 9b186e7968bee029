-- The inspection fee held (issue 49 part 2, ADR 0970): a listing's fee, the lister's bank account for payouts,
-- each booking's money state, and the ledger of Ile's liability (every movement a row, integer kobo; the balance
-- held is the sum of amount_kobo: held +, released −, refunded −, reversed + when a payout comes back).
alter table properties add column inspection_fee_kobo bigint not null default 0 check (inspection_fee_kobo >= 0);

alter table payments drop constraint payments_purpose_check;
alter table payments add constraint payments_purpose_check
  check (purpose in ('profile_unlock', 'subscription', 'renewal', 'upgrade', 'store_order', 'rent', 'inspection_fee'));

-- Where a lister's released fees go: a bank account the gateway resolved (its name as the bank holds it) and the
-- gateway's transfer recipient for it (POST /transferrecipient once per account).
create table payout_accounts (
  user_id bigint primary key references users (id),
  account_number text not null,
  bank_code text not null,
  account_name text not null,
  recipient_code text not null,
  verified_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

alter table viewing_bookings
  add column fee_kobo bigint not null default 0 check (fee_kobo >= 0),
  add column money text not null default 'none'
    check (money in ('none', 'awaiting_payment', 'held', 'releasing', 'released', 'refunding', 'refunded')),
  add column payment_reference text unique,
  -- the payout being made: its reference is the gateway's idempotency key (a retry sends the same one; a new one
  -- is made only after the gateway said the last one failed)
  add column transfer_reference text unique,
  add column transfer_attempts int not null default 0,
  add column money_claimed_at timestamptz,
  add column confirmed_at timestamptz,
  add column money_settled_at timestamptz;
create index viewing_bookings_money on viewing_bookings (money) where money in ('awaiting_payment', 'held', 'releasing', 'refunding');

create table inspection_ledger (
  id bigserial primary key,
  booking_id bigint not null references viewing_bookings (id),
  kind text not null check (kind in ('held', 'released', 'refunded', 'reversed')),
  amount_kobo bigint not null check (amount_kobo <> 0),
  -- the payment's reference (held, refunded) or the transfer's (released, reversed)
  reference text not null,
  created_at timestamptz not null default now(),
  check ((kind in ('held', 'reversed')) = (amount_kobo > 0))
);
-- A movement is written once: replayed webhooks and parallel confirmations fail here.
create unique index inspection_ledger_once on inspection_ledger (booking_id, kind, reference);
-- One hold and one refund per booking, whatever the references.
create unique index inspection_ledger_held_once on inspection_ledger (booking_id) where kind = 'held';
create unique index inspection_ledger_refunded_once on inspection_ledger (booking_id) where kind = 'refunded';
create index inspection_ledger_recent on inspection_ledger (id desc);

-- A renter's dispute of a viewing with a fee held; the lister answers; an admin decides once (refund or release).
create table viewing_disputes (
  id bigserial primary key,
  booking_id bigint not null unique references viewing_bookings (id),
  reason text not null check (reason in ('lister_no_show', 'listing_gone', 'not_as_listed')),
  statement text not null,
  photos jsonb not null default '[]',
  answer text,
  answer_photos jsonb not null default '[]',
  answered_at timestamptz,
  decision text check (decision in ('refund', 'release')),
  decision_note text,
  decided_by bigint references users (id),
  decided_at timestamptz,
  created_at timestamptz not null default now(),
  check ((decision is null) = (decided_at is null))
);
create index viewing_disputes_open on viewing_disputes (created_at) where decision is null;

-- The sandbox gateway's payouts and refunds (only while no Paystack key is set): one per reference, as Paystack.
create table sandbox_transfers (
  reference text primary key,
  recipient_code text not null,
  amount_kobo bigint not null check (amount_kobo > 0),
  reason text not null default '',
  created_at timestamptz not null default now()
);
create table sandbox_refunds (
  transaction_reference text primary key references sandbox_transactions (reference),
  amount_kobo bigint not null check (amount_kobo > 0),
  created_at timestamptz not null default now()
);

alter table viewing_booking_events drop constraint viewing_booking_events_action_check;
alter table viewing_booking_events add constraint viewing_booking_events_action_check
  check (action in ('booked', 'rescheduled', 'cancelled', 'reminded', 'paid', 'confirmed', 'released', 'refunded',
                    'payout_failed', 'disputed', 'answered', 'decided'));
