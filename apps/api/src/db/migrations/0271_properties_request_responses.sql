-- An agent (landlord, developer) answers a property request that matches one of their listings (issue 37,
-- ADR 0270): a message and optionally one of their listings; one answer per responder per request.
create table property_request_responses (
  id bigserial primary key,
  request_id bigint not null references property_requests (id) on delete cascade,
  responder_id bigint not null references users (id),
  property_id bigint references properties (id) on delete set null,
  message text not null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  unique (request_id, responder_id)
);
