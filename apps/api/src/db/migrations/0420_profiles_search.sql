-- Search (ADR 0400): weighted search document on profiles. A = name/company, B = location,
-- C = occupation/industry/skills, D = bio. Premium fields (email, phone, address) are never included.
alter table profiles add column search_doc tsvector generated always as (
  setweight(to_tsvector('simple', ile_unaccent(coalesce(first_name, '') || ' ' || coalesce(last_name, '') || ' ' || coalesce(company_name, ''))), 'A') ||
  setweight(to_tsvector('simple', ile_unaccent(coalesce(city, '') || ' ' || coalesce(state, ''))), 'B') ||
  setweight(to_tsvector('simple', ile_unaccent(coalesce(occupation_job_title, '') || ' ' || coalesce(industry_field, '') || ' ' || coalesce(ile_join(skills), ''))), 'C') ||
  setweight(to_tsvector('simple', ile_unaccent(coalesce(bio, ''))), 'D')
) stored;
create index profiles_search_doc on profiles using gin (search_doc);
create index profiles_name_trgm on profiles using gin (ile_unaccent(lower(first_name || ' ' || last_name)) gin_trgm_ops);
