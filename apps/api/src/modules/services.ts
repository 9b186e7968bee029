/**
 * The module services, built once per app (ADR 0019) from explicit dependencies (platform/service-deps.ts) and
 * reached by route handlers as `app.services.<name>`. A service that needs another is given that instance, so
 * there is one PropertiesService (and one page cache) per app.
 */
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { afterStart, scheduleJob } from "../platform/jobs.ts";
import { serviceDepsOf } from "../platform/service-deps.ts";
import { provideServices } from "../platform/services.ts";
import { DiscussionsService } from "../services/groups/discussions.ts";
import { GroupsService } from "../services/groups/service.ts";
import { NewsDeskService } from "../services/news/desk.ts";
import { NewsService } from "../services/news/service.ts";
import { NewsletterService } from "../services/newsletter/service.ts";
import { ProvidersAdminService } from "../services/providers/admin.ts";
import { ProviderJobsService } from "../services/providers/jobs.ts";
import { ProviderReviewsService } from "../services/providers/reviews.ts";
import { ProvidersService } from "../services/providers/service.ts";
import { StoreAdminService } from "../services/store/admin.ts";
import { StoreOrdersService } from "../services/store/orders.ts";
import { StoreService } from "../services/store/service.ts";
import { AdminService } from "./admin/service.ts";
import { AnalyticsService } from "./analytics/service.ts";
import { AuctionHub } from "./auctions/live.ts";
import { AuctionsService } from "./auctions/service.ts";
import { NotificationsService } from "./notifications/service.ts";
import { ReviewsService } from "./people/reviews.ts";
import { PeopleService } from "./people/service.ts";
import { ProjectsService } from "./projects/service.ts";
import { PropertiesService } from "./properties/service.ts";
import { PushService } from "./push/service.ts";
import { ProfileLookupService } from "./search/lookup.ts";
import { SearchService } from "./search/service.ts";
import { BadgesService } from "./trust/badges.ts";
import { BlacklistService } from "./trust/blacklist.ts";
import { BlacklistAdminService } from "./trust/blacklist-admin.ts";
import { ReportsService } from "./trust/scam-reports.ts";
import { UnitsService } from "./units/service.ts";
import { ValuationService } from "./valuation/service.ts";

export interface Services {
  admin: AdminService;
  analytics: AnalyticsService;
  /** The notification centre (ADR 0270): `notify(tx | db, userId, …)`, `notifyAlert`, `mail`. */
  notifications: NotificationsService;
  /** Web push to the user's subscribed browsers (ADR 0410). */
  push: PushService;
  properties: PropertiesService;
  projects: ProjectsService;
  auctions: AuctionsService;
  search: SearchService;
  profileLookup: ProfileLookupService;
  people: PeopleService;
  reviews: ReviewsService;
  valuation: ValuationService;
  /** Units: one place = one row (ADR 0900); listings and tenancies find or make theirs. */
  units: UnitsService;
  /** The tenant blacklist with due process (ADR 0901). */
  blacklist: BlacklistService;
  blacklistAdmin: BlacklistAdminService;
  /** Scam reports on listings and profiles (ADR 0902). */
  reports: ReportsService;
  /** LASRERA and CAC numbers checked by an admin (ADR 0903). */
  badges: BadgesService;
  /** The newsletter satellite (ADR 0005: it imports nothing of the main API; it is only built here). */
  newsletter: NewsletterService;
  /** The groups and news satellites (issue 21, ADR 0800). */
  groups: GroupsService;
  groupDiscussions: DiscussionsService;
  news: NewsService;
  newsDesk: NewsDeskService;
  /** The home-services satellite (ADR 0300): the directory and profiles, job requests, reviews. */
  providers: ProvidersService;
  providerJobs: ProviderJobsService;
  providerReviews: ProviderReviewsService;
  /** The building-materials store satellite (ADR 0301): products, and orders that pay through app.services.payments. */
  store: StoreService;
  storeOrders: StoreOrdersService;
  /** Admin decisions on providers and sellers (ADR 0302). */
  providersAdmin: ProvidersAdminService;
  storeAdmin: StoreAdminService;
}

declare module "fastify" {
  // biome-ignore lint/suspicious/noEmptyInterface: the listing-side services join app.services (platform/services.ts)
  interface FastifyServices extends Services {}
}

export function buildServices(app: FastifyInstance): Services {
  const deps = serviceDepsOf(app);
  const units = new UnitsService(deps);
  const notifications = new NotificationsService(deps);
  const properties = new PropertiesService(deps, units, notifications);
  const people = new PeopleService(deps, properties);
  const hub = new AuctionHub(deps.redis, deps.config.REDIS_KEY_PREFIX, deps.log);
  const groups = new GroupsService(deps);
  const news = new NewsService(deps);
  const providers = new ProvidersService(deps);
  const store = new StoreService(deps);
  return {
    admin: new AdminService(deps),
    analytics: new AnalyticsService(deps.db, deps.reads),
    notifications,
    push: new PushService(deps),
    properties,
    projects: new ProjectsService(deps),
    auctions: new AuctionsService(deps, hub, notifications),
    search: new SearchService(deps, people, properties, { providers, store, groups, news }),
    profileLookup: new ProfileLookupService(deps, people),
    people,
    reviews: new ReviewsService(deps.db),
    valuation: new ValuationService(deps.db),
    units,
    blacklist: new BlacklistService(deps),
    blacklistAdmin: new BlacklistAdminService(deps),
    reports: new ReportsService(deps),
    badges: new BadgesService(deps),
    newsletter: new NewsletterService(deps.db),
    groups,
    groupDiscussions: new DiscussionsService(deps, groups),
    news,
    newsDesk: new NewsDeskService(deps),
    providers,
    providerJobs: new ProviderJobsService(deps, providers),
    providerReviews: new ProviderReviewsService(providers),
    store,
    storeOrders: new StoreOrdersService({ ...deps, payments: app.services.payments }, store),
    providersAdmin: new ProvidersAdminService(deps.db),
    storeAdmin: new StoreAdminService(deps.db),
  };
}

export const servicesPlugin = fp(
  async (app: FastifyInstance) => {
    const services = buildServices(app);
    provideServices(app, services);
    app.addHook("onClose", () => services.auctions.hub.close());
    // The search engine warms in the background (the index engine builds its index; searches use SQL until it is
    // ready, ADR 0407, 0412).
    // It begins STARTUP_WORK_DELAY_MS after ready (platform/jobs.ts `afterStart`), so a restart answers its first
    // searches through SQL at once instead of after the build (issue 52).
    afterStart(app, () => {
      // Listings without a map point yet (ADR 0408: after migration 0980) are located first, so that the index is
      // built once with their points rather than rebuilt while a backfill stamps every row; replies compute a
      // missing point meanwhile, and searches use SQL until the index is ready.
      void services.properties
        .locateMissing()
        .catch((err) => app.log.warn({ err }, "listings were not all located on the map"))
        .then(() => services.search.engines.listings.warm())
        .then(() => services.search.engines.people.warm());
    });
    app.addHook("onClose", async () => {
      services.search.engines.listings.close();
      services.search.engines.people.close();
    });
    // Online store orders left unpaid give their stock back (ADR 0301); a conditional update, so any instance may run it.
    scheduleJob(app, {
      name: "store sweep",
      everyMs: 60_000,
      atStart: false,
      run: () => services.storeOrders.expireUnpaid(),
    });
  },
  { name: "ile-services", dependencies: ["ile-outbox", "ile-payments"] },
);
