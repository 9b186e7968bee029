/** Row and result types of payments (shared by the repositories and the services). */
export type Purpose =
  | "profile_unlock"
  | "subscription"
  | "renewal"
  | "upgrade"
  | "rent"
  | "store_order"
  | "inspection_fee";
export type PaymentStatus = "pending" | "success" | "failed" | "abandoned" | "credited";

export interface PaymentRow {
  id: number;
  reference: string;
  user_id: number;
  purpose: Purpose;
  amount_kobo: number;
  currency: string;
  gateway: "sandbox" | "paystack";
  status: PaymentStatus;
  details: Record<string, unknown>;
  authorization_url: string | null;
  gateway_response: string | null;
  paid_at: Date | null;
  created_at: Date;
}

export interface SettleResult {
  payment: PaymentRow;
  /** True only for the one call that moved the payment to success and gave its value. */
  granted: boolean;
}

export type GatewayStatus = "success" | "failed" | "abandoned" | "pending";

export type Interval = "monthly" | "yearly";

export interface PlanRow {
  id: number;
  code: string;
  name: string;
  description: string;
  monthly_price_kobo: number;
  yearly_price_kobo: number;
  premium_profile_views: number | null;
  listing_quota: number | null;
  premium_content: boolean;
  analytics_access: boolean;
  featured_listings: number;
  sort_order: number;
  active: boolean;
}

export interface SubscriptionRow {
  id: number;
  user_id: number;
  plan_id: number;
  interval: Interval;
  status: "active" | "cancelled" | "expired" | "replaced";
  current_period_start: Date;
  current_period_end: Date | null;
  scheduled_plan_id: number | null;
  cancelled_at: Date | null;
  ended_at: Date | null;
  created_at: Date;
}
