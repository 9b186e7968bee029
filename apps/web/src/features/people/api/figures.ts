/** Live figures for the /tenant and /landlords landing pages (issue 24). */
import type { AudienceFigures } from "@ile/contract";
import { queryOptions } from "@tanstack/react-query";
import { api } from "@/lib/api-client";

export const audienceFiguresQuery = () =>
  queryOptions({
    queryKey: ["property-management", "figures"],
    queryFn: ({ signal }) =>
      api.get<{ data: AudienceFigures }>("/property-management/figures", { signal }).then((r) => r.data),
    staleTime: 300_000,
  });
