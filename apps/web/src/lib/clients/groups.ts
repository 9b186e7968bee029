/** The groups service (SPEC §7): groups and their discussions. */
import { messages } from "@ile/contract";
import { type SimpleClientOptions, satellite } from "./satellite";

export function createGroupsApi(opts: SimpleClientOptions) {
  return {
    getAllGroups: <T = unknown>() => satellite<T>(opts, "/groups/getAllGroups", messages.groups.list),
    getGroupBySlug: <T = unknown>(slug: string) =>
      satellite<T>(opts, `/groups/getGroupBySlug/${encodeURIComponent(slug)}`, messages.groups.one),
    getDiscussionsByGroup: <T = unknown>(group: string | number) =>
      satellite<T>(
        opts,
        `/groups/getDiscussionsByGroup/${encodeURIComponent(String(group))}`,
        messages.groups.discussions,
      ),
  };
}
