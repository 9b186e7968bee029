-- An admin cancels an auction with a reason (issue 23): it takes no more bids, shows as cancelled with the reason,
-- and frees its listing for a new auction. Cancelled auctions stay readable (bidders come back to the page).
alter table auctions
  add column cancelled_at timestamptz,
  add column cancelled_by bigint references users (id),
  add column cancel_reason text;
