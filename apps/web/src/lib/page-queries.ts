/**
 * What a page module may export besides its Component (ADR 0022): the queries its first paint shows, from the
 * feature's own query options. The server loads them before rendering the page; the browser's hooks then find
 * them in the cache it hydrates from. The first query is the page's subject (a listing, an auction, a profile):
 * when it answers 404 the page answers 404 too.
 */
import type { EnsureQueryDataOptions } from "@tanstack/react-query";
import type { Params } from "react-router";

// biome-ignore lint/suspicious/noExplicitAny: a page lists queries of several data types
export type PageQuery = EnsureQueryDataOptions<any, any, any, any>;

export type PageQueries = (args: { params: Params; url: URL }) => PageQuery[];
