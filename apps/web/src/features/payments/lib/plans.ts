/** Plan prices as the subscription panel shows them: a free plan, and the price for a billing interval. */
import type { Plan, PlanInterval } from "../api/payments";

export const isFree = (p: Plan) => p.monthly_price_kobo === 0 && p.yearly_price_kobo === 0;
export const price = (p: Plan, interval: PlanInterval) =>
  interval === "yearly" ? p.yearly_price : p.monthly_price;
