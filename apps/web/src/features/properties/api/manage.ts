/**
 * The owner and account calls of the listings API (issue 4): my listings (create, edit, status, delete, images),
 * favourites, enquiries received, property requests (post, mine, matching). Types from @ile/contract.
 */
import type {
  EnquiryListReply,
  ListingReply,
  MessageReply,
  PropertyInput,
  PropertyReply,
  PropertyRequest,
  PropertyRequestInput,
  PropertyRequestListReply,
  PropertyStatus,
  PropertyUpdate,
  RequestResponse,
  RequestResponseInput,
} from "@ile/contract";
import { keepPreviousData, queryOptions } from "@tanstack/react-query";
import { api } from "@/lib/api-client";

const slugPath = (slug: string) => `/properties/${encodeURIComponent(slug)}`;

export const myListingsQuery = (page: number) =>
  queryOptions({
    queryKey: ["properties", "mine", page],
    queryFn: ({ signal }) =>
      api.get<ListingReply>("/properties/mine", { query: { page, limit: 20 }, signal }),
    placeholderData: keepPreviousData,
  });

/** One listing for its editor (fresh each time: the editor must not show stale images). */
export const editListingQuery = (slug: string) =>
  queryOptions({
    queryKey: ["properties", "one", slug],
    queryFn: ({ signal }) => api.get<PropertyReply>(slugPath(slug), { signal }).then((r) => r.data),
    retry: false,
  });

export const createListing = (input: PropertyInput) => api.post<PropertyReply>("/properties", input);
export const updateListing = (slug: string, input: PropertyUpdate) =>
  api.put<PropertyReply>(slugPath(slug), input);
export const setListingStatus = (slug: string, status: PropertyStatus) =>
  api.patch<PropertyReply>(`${slugPath(slug)}/status`, { status });
export const deleteListing = (slug: string) => api.delete<MessageReply>(slugPath(slug));

export function uploadImages(slug: string, files: File[]) {
  const form = new FormData();
  for (const f of files) form.append("images[]", f, f.name);
  return api.postForm<PropertyReply>(`${slugPath(slug)}/images`, form);
}
export const orderImages = (slug: string, order: number[], coverId?: number) =>
  api.put<PropertyReply>(`${slugPath(slug)}/images/order`, {
    order,
    ...(coverId === undefined ? {} : { cover_id: coverId }),
  });
export const removeImage = (slug: string, imageId: number) =>
  api.delete<PropertyReply>(`${slugPath(slug)}/images/${imageId}`);

export const favouritesQuery = (page: number) =>
  queryOptions({
    queryKey: ["properties", "favourites", page],
    queryFn: ({ signal }) => api.get<ListingReply>("/favourites", { query: { page, limit: 12 }, signal }),
    placeholderData: keepPreviousData,
  });

export const enquiriesQuery = (page: number) =>
  queryOptions({
    queryKey: ["properties", "enquiries", page],
    queryFn: ({ signal }) => api.get<EnquiryListReply>("/enquiries", { query: { page }, signal }),
    placeholderData: keepPreviousData,
  });

/** An enquiry's conversation (issue 50): my answers and the enquirer's replies, WhatsApp ones too. */
export const enquiryThreadQuery = (id: number) =>
  queryOptions({
    queryKey: ["properties", "enquiries", "thread", id],
    queryFn: ({ signal }) =>
      api
        .get<import("@ile/contract").EnquiryThreadReply>(`/enquiries/${id}/messages`, { signal })
        .then((r) => r.data),
  });

export const answerEnquiry = (id: number, message: string) =>
  api.post<import("@ile/contract").EnquiryAnswerReply>(`/enquiries/${id}/messages`, { message });

export const myRequestsQuery = (page: number) =>
  queryOptions({
    queryKey: ["property-requests", "mine", page],
    queryFn: ({ signal }) =>
      api.get<PropertyRequestListReply>("/property-requests/mine", { query: { page }, signal }),
    placeholderData: keepPreviousData,
  });

export const matchingRequestsQuery = (page: number) =>
  queryOptions({
    queryKey: ["property-requests", "matching", page],
    queryFn: ({ signal }) =>
      api.get<PropertyRequestListReply>("/property-requests/matching", { query: { page }, signal }),
    placeholderData: keepPreviousData,
  });

export const postRequest = (input: PropertyRequestInput) =>
  api.post<{ message: string; data: PropertyRequest }>("/property-requests", input);

/** An agent answers a matching property request (issue 37, ADR 0270): the requester is told. */
export const answerRequest = (id: number, input: RequestResponseInput) =>
  api.post<{ status: string; message: string; data: RequestResponse }>(
    `/property-requests/${id}/responses`,
    input,
  );
