/** Links that open the phone's dialler or WhatsApp (wa.me takes the international number as digits only). */

/** tel: link of an E.164 number ("+2348031234567" → "tel:+2348031234567"). */
export const telLink = (phone: string) => `tel:${phone.replace(/[^\d+]/g, "")}`;

/** A WhatsApp chat with the number, the message typed in ("+234 803…" → "https://wa.me/234803…?text=…"). */
export const whatsappChat = (phone: string, text: string) =>
  `https://wa.me/${phone.replace(/\D/g, "")}?text=${encodeURIComponent(text)}`;

/** WhatsApp's share sheet with the text (the person picks the chat). */
export const whatsappShare = (text: string) => `https://wa.me/?text=${encodeURIComponent(text)}`;
