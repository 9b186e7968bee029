-- Refresh rotation (issue 34, ADR 0100 addendum, RFC 9700 §4.14): a refreshed token's row keeps the claims of the
-- token it was exchanged for (never the token itself), so the same old token gets the same successor within its
-- grace window, and its reuse after the window revokes the sign-in's family (a row whose jti is the family id).
alter table revoked_tokens add column successor jsonb;
