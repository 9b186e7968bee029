-- Inspections (issue 49, ADR 0970): viewing times a lister offers on a listing, and renters' bookings of them.
-- A weekly time is one row per week (series names them together), so a booking always holds one concrete slot.
-- Queried with SQL text through modules/inspections repos (as payments' tables are; no Drizzle schema).
create table viewing_slots (
  id bigserial primary key,
  property_id bigint not null references properties (id),
  owner_id bigint not null references users (id),
  starts_at timestamptz not null,
  ends_at timestamptz not null,
  meeting_place text not null,
  series uuid,
  deleted_at timestamptz,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  check (ends_at > starts_at)
);
-- One live time per listing per start: the same time offered twice would be booked twice.
create unique index viewing_slots_once on viewing_slots (property_id, starts_at) where deleted_at is null;
create index viewing_slots_listing on viewing_slots (property_id, starts_at) where deleted_at is null;

create table viewing_bookings (
  id bigserial primary key,
  slot_id bigint not null references viewing_slots (id),
  property_id bigint not null references properties (id),
  renter_id bigint not null references users (id),
  lister_id bigint not null references users (id),
  status text not null default 'booked' check (status in ('booked', 'cancelled')),
  cancelled_by text check (cancelled_by in ('renter', 'lister')),
  cancel_reason text,
  cancelled_at timestamptz,
  -- the day-before reminder, claimed once by the sweep (null again when the booking moves to another time)
  reminded_at timestamptz,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  check ((status = 'cancelled') = (cancelled_at is not null))
);
-- One slot, one live booking: the second of two parallel bookings fails here.
create unique index viewing_bookings_slot_once on viewing_bookings (slot_id) where status = 'booked';
-- One live booking per renter per listing.
create unique index viewing_bookings_renter_once on viewing_bookings (property_id, renter_id) where status = 'booked';
create index viewing_bookings_renter on viewing_bookings (renter_id, created_at desc);
create index viewing_bookings_lister on viewing_bookings (lister_id, created_at desc);

-- Every change of a booking: booked, rescheduled (from one slot to another), cancelled, with who and why.
create table viewing_booking_events (
  id bigserial primary key,
  booking_id bigint not null references viewing_bookings (id),
  actor_id bigint references users (id),
  action text not null check (action in ('booked', 'rescheduled', 'cancelled', 'reminded')),
  from_slot_id bigint references viewing_slots (id),
  to_slot_id bigint references viewing_slots (id),
  reason text,
  created_at timestamptz not null default now()
);
create index viewing_booking_events_booking on viewing_booking_events (booking_id, id);

-- Bookings tell both sides in the bell (kind 'viewing').
alter table notifications drop constraint notifications_kind_check;
alter table notifications add constraint notifications_kind_check
  check (kind in ('alert', 'outbid', 'enquiry', 'request_response', 'viewing'));
