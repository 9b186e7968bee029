-- Community and content (issue 21, ADR 0800): groups and their discussions (the /svc/groups service), caveat
-- notices, news and blog posts, videos and the editors who write them (the /svc/news service).

create table if not exists community_groups (
  id bigserial primary key,
  slug text not null unique,
  name text not null,
  description text not null default '',
  -- "place" or "interest": how the directory groups them.
  kind text not null default 'place' check (kind in ('place', 'interest')),
  state text,
  city text,
  visibility text not null default 'public' check (visibility in ('public', 'private')),
  owner_id bigint not null references users (id),
  demo boolean not null default false,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index if not exists community_groups_name on community_groups (lower(name), id);

create table if not exists group_members (
  group_id bigint not null references community_groups (id),
  user_id bigint not null references users (id),
  role text not null default 'member' check (role in ('owner', 'moderator', 'member')),
  -- A private group's join request waits for a moderator.
  status text not null default 'active' check (status in ('active', 'pending')),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  primary key (group_id, user_id)
);
create index if not exists group_members_user on group_members (user_id);

create table if not exists group_discussions (
  id bigserial primary key,
  group_id bigint not null references community_groups (id),
  author_id bigint not null references users (id),
  -- A reply points at its discussion; replies are one level deep (a reply to a reply joins the discussion).
  parent_id bigint references group_discussions (id),
  title text not null default '',
  body text not null,
  photos jsonb not null default '[]'::jsonb,
  pinned boolean not null default false,
  locked boolean not null default false,
  edited_at timestamptz,
  deleted_at timestamptz,
  removed_at timestamptz,
  removed_by bigint references users (id),
  removal_reason text,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index if not exists group_discussions_list on group_discussions (group_id, pinned desc, id desc) where parent_id is null;
create index if not exists group_discussions_replies on group_discussions (parent_id, id);

create table if not exists discussion_reactions (
  discussion_id bigint not null references group_discussions (id),
  user_id bigint not null references users (id),
  kind text not null check (kind in ('like', 'helpful', 'thanks')),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  primary key (discussion_id, user_id, kind)
);

create table if not exists news_editors (
  user_id bigint primary key references users (id),
  -- writers draft and submit for review; publishers (and every admin) also review and publish.
  role text not null default 'writer' check (role in ('writer', 'publisher')),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

create table if not exists news_posts (
  id bigserial primary key,
  slug text not null unique,
  type text not null check (type in ('caveat', 'change_of_name', 'loss_of_title', 'news', 'blog')),
  status text not null default 'draft' check (status in ('draft', 'in_review', 'published', 'archived')),
  title text not null,
  excerpt text not null default '',
  -- Markdown for news and blog articles, plain text for notices; rendered with raw HTML disabled.
  content text not null default '',
  cover_url text,
  tags text[] not null default '{}'::text[],
  author_id bigint references users (id),
  author_name text not null default '',
  -- Notice fields (caveat, loss of title): what the claim is on, where, by whom.
  title_number text,
  title_number_key text,
  survey_plan_number text,
  state text,
  lga text,
  address text,
  latitude double precision,
  longitude double precision,
  claimant text,
  nature_of_claim text,
  claim_date date,
  documents jsonb not null default '[]'::jsonb,
  -- Seeded sample notices (fictional parties) say so on the page.
  sample boolean not null default false,
  published_at timestamptz,
  reviewed_by bigint references users (id),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index if not exists news_posts_public on news_posts (status, type, published_at desc, id desc);
create index if not exists news_posts_title_key on news_posts (title_number_key) where title_number_key is not null;

create table if not exists videos (
  id bigserial primary key,
  slug text not null unique,
  title text not null,
  description text not null default '',
  category text not null default 'explainer' check (category in ('tour', 'explainer')),
  source text not null check (source in ('youtube', 'upload')),
  youtube_id text,
  file_url text,
  poster_url text,
  duration_seconds integer,
  status text not null default 'published' check (status in ('draft', 'published')),
  author_id bigint references users (id),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

-- A listing's title number (C of O / registered title), matched against published caveats.
alter table properties add column if not exists title_number text;
