-- Editorial (issues 21 and 23, ADR 0802): videos go through the same draft -> review -> published states as posts,
-- and may be uploaded files with a poster. Existing videos stay published.
alter table videos drop constraint if exists videos_status_check;
alter table videos add constraint videos_status_check
  check (status in ('draft', 'in_review', 'published', 'archived'));
alter table videos alter column status set default 'draft';
alter table videos add column if not exists published_at timestamptz;
update videos set published_at = coalesce(published_at, created_at) where status = 'published';
