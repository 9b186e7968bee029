/**
 * Community constants and messages (issue 21, ADR 0800): group kinds, reactions, notice and post types with their
 * labels, page sizes, the community services' messages. Plain values, no zod, so pages can import them without the
 * schemas (community.ts).
 */
export const GROUP_KINDS = ["place", "interest"] as const;
export const GROUP_VISIBILITIES = ["public", "private"] as const;
export const REACTION_KINDS = ["like", "helpful", "thanks"] as const;
export const REACTION_LABELS: Record<(typeof REACTION_KINDS)[number], string> = {
  like: "Like",
  helpful: "Helpful",
  thanks: "Thanks",
};
/** Minutes after posting during which an author may still edit a discussion or reply. */
export const DISCUSSION_EDIT_WINDOW_MINUTES = 30;
export const MAX_DISCUSSION_PHOTOS = 4;
export const GROUP_PAGE_SIZE = 20;
export const DISCUSSION_PAGE_SIZE = 10;

export const NOTICE_TYPES = ["caveat", "change_of_name", "loss_of_title"] as const;
export type NoticeType = (typeof NOTICE_TYPES)[number];
export const NEWS_POST_TYPES = [...NOTICE_TYPES, "news", "blog"] as const;
export type NewsPostType = (typeof NEWS_POST_TYPES)[number];
export const NEWS_POST_TYPE_LABELS: Record<NewsPostType, string> = {
  caveat: "Caveat notice",
  change_of_name: "Change of name",
  loss_of_title: "Loss of title document",
  news: "News",
  blog: "Blog",
};
export const NEWS_POST_STATUSES = ["draft", "in_review", "published", "archived"] as const;
export const DEFAULT_BLOG_PAGE_SIZE = 9;

/** Messages of the community services beyond SPEC §8 (which lives in messages.ts). */
export const communityMessages = {
  groupNotFound: "Group not found",
  nameTooShort: "Name must be at least 3 characters",
  nameLetters: "Use letters or numbers in the name",
  onlyDiscussionsPinned: "Only discussions can be pinned or locked",
  discussionNotFound: "Discussion not found",
  privateGroup: "This group is private. Join it to read its discussions.",
  membersOnly: "Join this group to post, reply or react",
  joined: "You joined the group",
  requested: "Your request to join was sent to the group's moderators",
  left: "You left the group",
  ownerCannotLeave: "The group's owner cannot leave it",
  locked: "This discussion is locked",
  editWindow: `Posts can be edited for ${DISCUSSION_EDIT_WINDOW_MINUTES} minutes after posting`,
  notYours: "You can only change your own posts",
  moderatorsOnly: "Only the group's moderators can do that",
  reasonRequired: "Give a reason for removing this post",
  removed: "The post was removed",
  deleted: "Your post was deleted",
  posted: "Posted",
  replyDepth: "Replies are one level deep: reply to the discussion",
  bodyRequired: "Write something first",
  titleRequired: "Give your discussion a title",
  groupCreated: "Group created",
  slugTaken: "A group with this name already exists",
  approved: "Member approved",
  noRequest: "There is no pending request from this user",
  photosMax: `At most ${MAX_DISCUSSION_PHOTOS} photos per post`,
  editorsOnly: "Only news editors can do that",
  publishersOnly: "Only publishers and admins can publish",
  postSaved: "Saved",
  postSubmitted: "Sent for review",
  postPublished: "Published",
  postUnpublished: "Moved back to drafts",
  videoSaved: "Video saved",
  youtubeInvalid: "Give a YouTube link (youtube.com/watch?v=… or youtu.be/…)",
  videoSource: "Give a YouTube link or upload a video file",
} as const;
