/** A plan as GET /subscriptions/price/list returns it, for component tests. */
export const plan = (
  id: number,
  code: string,
  name: string,
  monthly: number,
  views: number | null,
  content = false,
) => ({
  id,
  code,
  name,
  description: `${name} plan`,
  currency: "NGN",
  monthly_price: monthly,
  monthly_price_kobo: monthly * 100,
  yearly_price: monthly * 10,
  yearly_price_kobo: monthly * 1000,
  entitlements: {
    premium_profile_views: views,
    listing_quota: 3,
    premium_content: content,
    analytics_access: content,
    featured_listings: 0,
  },
  active: true,
});
