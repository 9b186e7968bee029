-- Issue 34: a profile unlock is charged once. At most one pending unlock payment per viewer and profile:
-- POST /payment/initiate hands back that payment's link instead of making another, and of several initiates at
-- once only one insert passes this index (the others read the winner's row). `unlock_of` is the profile the unlock
-- is for (a copy of details.profile_user_id, set on insert). Pending duplicates made before this change keep it
-- null, except the newest of each viewer and profile that has a link, so they stay outside the index; if one is
-- paid after all, settle() keeps its amount as credit (the profile is already unlocked). A pending row without a
-- link (the gateway refused it) was never shown to anyone and is never handed out.
alter table payments add column unlock_of bigint;
update payments set unlock_of = (details->>'profile_user_id')::bigint
 where purpose = 'profile_unlock'
   and (status <> 'pending'
        or id in (select max(id) from payments
                   where purpose = 'profile_unlock' and status = 'pending' and authorization_url is not null
                   group by user_id, details->>'profile_user_id'));
create unique index payments_one_pending_unlock on payments (user_id, unlock_of) where status = 'pending';
