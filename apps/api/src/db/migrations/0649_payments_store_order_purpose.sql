-- Store orders (issue 20, ADR 0301) are paid through the one payments path (ADR 0600): a purpose of their own.
-- Numbered after 0600 because it changes the payments table, which 0600 creates (outside the store's 0300 range).
alter table payments drop constraint payments_purpose_check;
alter table payments add constraint payments_purpose_check
  check (purpose in ('profile_unlock', 'subscription', 'renewal', 'upgrade', 'store_order'));
