-- The in-process search indexes (ADR 0405) follow the database through change feeds: every insert of a listing or
-- profile and every update that can change a search result (words, price, bedrooms, rent or sale, place, owner,
-- deletion, hiding, date, verification) stamps `search_changed_at` with the clock, and so does a change of a
-- user's role or status (the role filter, who is listed) on their profile and listings. Each instance reads the
-- rows stamped since its last read (less a margin for transactions that commit after their stamp). View counts,
-- the most frequent update, do not stamp.
-- Numbered after 0902 (hidden_at) and 0903 because its trigger reads those columns; search's own range is 0400-0499.
alter table properties add column search_changed_at timestamptz not null default now();
create index properties_search_changed_idx on properties (search_changed_at);

create or replace function ile_properties_search_stamp() returns trigger language plpgsql as $$
begin
  if tg_op = 'INSERT' or (new.title, new.description, new.price, new.listing_type, new.category, new.property_type,
      new.address, new.city, new.state, new.bedrooms, new.owner_id, new.deleted_at, new.hidden_at, new.created_at)
      is distinct from (old.title, old.description, old.price, old.listing_type, old.category, old.property_type,
      old.address, old.city, old.state, old.bedrooms, old.owner_id, old.deleted_at, old.hidden_at, old.created_at)
  then
    new.search_changed_at := clock_timestamp();
  end if;
  return new;
end $$;
create trigger properties_search_stamp before insert or update on properties
  for each row execute function ile_properties_search_stamp();

create or replace function ile_owner_search_stamp() returns trigger language plpgsql as $$
declare
  owner bigint;
begin
  if tg_table_name = 'users' then
    owner := new.id;
  else
    owner := new.user_id;
  end if;
  update properties set search_changed_at = clock_timestamp() where owner_id = owner and deleted_at is null;
  if tg_table_name = 'users' then
    update profiles set search_changed_at = clock_timestamp() where user_id = owner;
  end if;
  return null;
end $$;
create trigger users_search_stamp after update on users
  for each row when (old.role is distinct from new.role or old.status is distinct from new.status
                     or old.deleted_at is distinct from new.deleted_at)
  execute function ile_owner_search_stamp();
create trigger profiles_search_stamp after update on profiles
  for each row when (old.verified_at is distinct from new.verified_at)
  execute function ile_owner_search_stamp();

alter table profiles add column search_changed_at timestamptz not null default now();
create index profiles_search_changed_idx on profiles (search_changed_at);

create or replace function ile_profiles_search_stamp() returns trigger language plpgsql as $$
begin
  if tg_op = 'INSERT' or (new.first_name, new.last_name, new.company_name, new.city, new.state,
      new.occupation_job_title, new.industry_field, new.skills, new.bio, new.verified_at, new.deleted_at)
      is distinct from (old.first_name, old.last_name, old.company_name, old.city, old.state,
      old.occupation_job_title, old.industry_field, old.skills, old.bio, old.verified_at, old.deleted_at)
  then
    new.search_changed_at := clock_timestamp();
  end if;
  return new;
end $$;
create trigger profiles_search_stamp_self before insert or update on profiles
  for each row execute function ile_profiles_search_stamp();
