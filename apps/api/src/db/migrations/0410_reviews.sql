-- Reviews (ADR 0400): 1–5 with a comment, once per reviewer per profile, never of oneself; owner reply.
create table reviews (
  id bigserial primary key,
  subject_id bigint not null references users (id),
  reviewer_id bigint not null references users (id),
  rating smallint not null constraint reviews_rating_range check (rating between 1 and 5),
  comment text,
  reply text,
  replied_at timestamptz,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint reviews_once_per_reviewer unique (subject_id, reviewer_id),
  constraint reviews_not_self check (subject_id <> reviewer_id)
);
create index reviews_subject_created on reviews (subject_id, created_at);
create index reviews_reviewer on reviews (reviewer_id);
