/** Row and result types of payments (shared by the repositories and the services). */
export type Purpose = "profile_unlock" | "subscription" | "renewal" | "upgrade";
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
