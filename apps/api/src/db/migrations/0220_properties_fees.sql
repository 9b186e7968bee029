-- The fees a landlord states on a listing (issue 17, ADR 0214): agency fee, legal fee, caution deposit and the
-- yearly service charge, in integer kobo like `price`. Null means not stated; never negative.
alter table properties
  add column agency_fee bigint,
  add column legal_fee bigint,
  add column caution_deposit bigint,
  add column service_charge bigint,
  add constraint properties_fees_nonneg check (
    agency_fee >= 0 and legal_fee >= 0 and caution_deposit >= 0 and service_charge >= 0
  );
