-- Search (ADR 0402): people found only by place, role or profession words (no free text) are listed verified
-- first, newest first, without ranking every match: this index gives that order, so "lekki" reads ~60 profiles
-- instead of ranking 3,000. The suggestion lookup "does any indexed word start with …" reads a prefix index.
create index profiles_listed_order on profiles ((verified_at is not null) desc, user_id desc) where deleted_at is null;
create index search_terms_folded_prefix on search_terms (folded text_pattern_ops);
-- "Did you mean": the nearest suggestion terms by trigram distance (KNN needs GiST), then edit distance in code,
-- so one wrong or swapped letter ("lekii", "dupelx") finds its word even below the trigram similarity cut.
create index search_terms_folded_gist on search_terms using gist (folded gist_trgm_ops);
