import { paths } from "@/config/paths";

/** SPEC §2 "Header navigation": the five groups, their labels and targets. */
export interface NavLinkItem {
  label: string;
  to: string;
}
export interface NavGroup {
  label: string;
  items: NavLinkItem[];
}
export type NavEntry = NavLinkItem | NavGroup;

export const NAVIGATION: NavEntry[] = [
  { label: "Home", to: paths.home },
  {
    label: "People",
    items: [
      { label: "Meet Users", to: paths.profiles },
      { label: "Blacklist", to: paths.blacklist },
    ],
  },
  {
    label: "Property Services",
    items: [
      { label: "Find Services", to: paths.findServices },
      { label: "Building Materials", to: paths.buildingMaterials },
      { label: "Property Management", to: paths.propertyManagement },
      { label: "Property Valuation", to: paths.valuation },
    ],
  },
  {
    label: "Properties",
    items: [
      { label: "Properties", to: paths.properties },
      { label: "New Projects", to: paths.newProjects },
      { label: "Property Auction", to: paths.auctions },
    ],
  },
  {
    label: "Resources",
    items: [
      { label: "Blog", to: paths.blog },
      { label: "Caveat notices", to: paths.caveatNotices },
      { label: "Community groups", to: paths.groups },
      { label: "Videos", to: paths.videos },
      { label: "Analytics", to: paths.analytics },
    ],
  },
];

export const isGroup = (entry: NavEntry): entry is NavGroup => "items" in entry;

/** A group is active when the current path is one of its targets (or below it). */
export function groupIsActive(group: NavGroup, pathname: string): boolean {
  return group.items.some((i) => pathname === i.to || pathname.startsWith(`${i.to}/`));
}
