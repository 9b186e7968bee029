-- Search (ADR 0400): weighted search document on listings, like profiles (0420). A = title, B = place (city,
-- state, address), C = property type and category, D = description. Every word is indexed folded (lower case,
-- no accents) so prefix queries of GET /api/search match any spelling; GIN for the @@ match.
alter table properties add column search_doc tsvector generated always as (
  setweight(to_tsvector('simple', ile_unaccent(coalesce(title, ''))), 'A') ||
  setweight(to_tsvector('simple', ile_unaccent(coalesce(city, '') || ' ' || coalesce(state, '') || ' ' || coalesce(address, ''))), 'B') ||
  setweight(to_tsvector('simple', ile_unaccent(coalesce(property_type, '') || ' ' || replace(coalesce(category, ''), '-', ' '))), 'C') ||
  setweight(to_tsvector('simple', ile_unaccent(coalesce(description, ''))), 'D')
) stored;
create index properties_search_doc on properties using gin (search_doc);
-- Reviews are averaged per profile on every card: one index-only read per person.
create index reviews_subject_rating on reviews (subject_id) include (rating);
