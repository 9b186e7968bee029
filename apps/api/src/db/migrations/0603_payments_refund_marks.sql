-- Issue 23: an admin marks a successful payment refunded (the money goes back through the gateway's own dashboard;
-- Ile records who marked it, when and why). The mark is bookkeeping: it does not undo what the payment granted.
alter table payments
  add column refunded_at timestamptz,
  add column refunded_by bigint references users (id),
  add column refund_reason text;
create index payments_recent on payments (id desc);
