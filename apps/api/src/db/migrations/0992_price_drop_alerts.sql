-- Price drops on favourites (issue 53 item 1, ADR 0029): everyone who saved a listing is told once when its price
-- is reduced, by the price-drop sweep (modules/price-drops), unless they turned it off.
-- A person's off switch (on by default, like every other notice of something they chose to follow).
alter table users add column price_drop_alerts boolean not null default true;

-- When the sweep claimed a change (a conditional update: one instance, once). Changes made before this migration
-- are history, not news: they are marked as told so that the first sweep does not send old drops.
alter table property_price_changes add column told_at timestamptz;
update property_price_changes set told_at = created_at;
create index property_price_changes_untold on property_price_changes (id) where told_at is null;

-- The bell files them under their own kind: every kind of 0990_inspections.sql and 'price_drop'.
alter table notifications drop constraint notifications_kind_check;
alter table notifications add constraint notifications_kind_check
  check (kind in ('alert', 'outbid', 'enquiry', 'request_response', 'viewing', 'price_drop'));
