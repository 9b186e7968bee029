/**
 * The sandbox gateway's checkout (only while no Paystack key is set): the transaction a checkout page shows, and
 * the payer's choice (Pay / Decline), after which the payer goes back to the callback with ?reference=.
 */
import { messages } from "@ile/contract";
import type { Db } from "../../db/client.ts";
import { AppError } from "../../platform/errors.ts";
import { decideSandboxTransaction, type SandboxTransaction, sandboxTransaction } from "./repo/sandbox.ts";
import type { PaymentsService } from "./service.ts";

export class SandboxCheckout {
  constructor(
    private readonly db: Db,
    private readonly payments: PaymentsService,
  ) {}

  private available() {
    if (this.payments.gateway.name !== "sandbox") throw AppError.notFound(messages.generic.notFound);
  }

  /** The transaction behind a checkout page, or null. 404 when payments do not use the sandbox. */
  async transaction(reference: string): Promise<SandboxTransaction | null> {
    this.available();
    return sandboxTransaction(this.db, reference);
  }

  /** Pays or declines (once); the path and query on this site to send the payer back to. */
  async decide(reference: string, action: "pay" | "decline"): Promise<string> {
    this.available();
    const decided = await decideSandboxTransaction(
      this.db,
      reference,
      action === "pay" ? "success" : "failed",
    );
    const txn = decided ?? (await sandboxTransaction(this.db, reference));
    if (!txn) throw AppError.notFound(messages.generic.notFound);
    // Back to the callback on this same site (path and query only: never an open redirect).
    const target = new URL(txn.callback_url ?? "/", "http://sandbox.invalid");
    target.searchParams.set("trxref", txn.reference);
    target.searchParams.set("reference", txn.reference);
    return `${target.pathname}${target.search}`;
  }
}
