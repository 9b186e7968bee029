-- Issue 34: the admin's KYC review names any other account already verified with the same document (type and
-- number); this index finds those in one probe.
create index kyc_submissions_approved_document on kyc_submissions (document_type, document_number)
  where status = 'approved';
