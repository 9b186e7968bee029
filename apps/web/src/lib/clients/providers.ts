/** The service-providers service (SPEC §7): the list, read into the shape pages use (SPEC §3). */
import { messages } from "@ile/contract";
import { ApiError } from "../http";
import { int, joinUrl, type Raw, type SimpleClientOptions, satellite, str } from "./satellite";

/** A service provider as pages see it (SPEC §3 "Service provider (from list)"). */
export interface ServiceProvider {
  id: number | string;
  name: string;
  image: string | null;
  category: string;
  speciality: string;
  location: string;
  email: string;
  phone: string;
  phone2: string;
  pricing: string;
  experience: string;
  bio: string;
  ratings: number;
  views: number;
  verified: boolean;
  bankName: string;
  accountNumber: string;
  paymentMethod: string;
  registrationDate: string;
}

export function phoneList(value: unknown): string[] {
  if (Array.isArray(value)) return value.map(str).filter(Boolean);
  return str(value)
    .split(/[,;/]/)
    .map((s) => s.trim())
    .filter(Boolean);
}

export function mapProvider(raw: Raw, base: string): ServiceProvider {
  const phones = phoneList(raw.phone_numbers ?? raw.phones ?? raw.phone);
  return {
    id: (raw.id as number | string) ?? "",
    name: str(raw.name),
    image: joinUrl(base, raw.image),
    category: str(raw.category),
    speciality: str(raw.speciality),
    location: str(raw.location),
    email: str(raw.email),
    phone: phones[0] ?? "",
    phone2: phones[1] ?? "",
    pricing: str(raw.pricing),
    experience: str(raw.experience),
    bio: str(raw.bio),
    ratings: Number(raw.ratings ?? 0) || 0,
    views: int(raw.views),
    verified: raw.verified === "1",
    bankName: str(raw.bank_name ?? raw.bankName),
    accountNumber: str(raw.account_number ?? raw.accountNumber),
    paymentMethod: str(raw.payment_method ?? raw.paymentMethod),
    registrationDate: str(raw.registration_date ?? raw.registrationDate),
  };
}

export function createProvidersApi(opts: SimpleClientOptions) {
  return {
    async list(): Promise<ServiceProvider[]> {
      const body = await satellite<Raw>(opts, "/service-providers.php", messages.providers.failed);
      if (body.status !== "success") {
        throw new ApiError(400, str(body.message) || messages.providers.failed, { data: body });
      }
      const list = Array.isArray(body.service_providers) ? (body.service_providers as Raw[]) : [];
      return list.map((p) => mapProvider(p, opts.baseUrl));
    },
  };
}
