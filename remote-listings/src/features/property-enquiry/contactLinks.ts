/**
 * The listing page's ways to reach the firm, as plain values: the call link, the WhatsApp link that
 * names the property and its page, and the enquiry form's prefilled texts. Pure, so the server and
 * the browser build the same links (no hydration mismatch) and the rules are tested with real values.
 */

/** Longest subject the API stores (contracts' contactEnquirySchema). */
const MAX_SUBJECT = 150;

/** '+91 98100 00000' → 'tel:+919810000000'; null when the text holds no phone number. */
export function telHref(phone: string): string | null {
  const dialled = phone.replace(/[^\d+]/g, '').replace(/(?!^)\+/g, '');
  return /\d{6,}/.test(dialled) ? `tel:${dialled}` : null;
}

/**
 * The number as wa.me wants it: country code and number, digits only ('919810000000'). Indian
 * numbers written nationally (10 digits, or 0 and 10 digits) get the +91 they leave out; '' when
 * the text is not a phone number. (Indian mobiles and landlines alike have 10 digits after the 0.)
 */
export function whatsappNumber(phone: string): string {
  let digits = phone.replace(/\D/g, '');
  if (phone.trim().startsWith('00') || (!phone.trim().startsWith('+') && digits.startsWith('00')))
    digits = digits.slice(2);
  if (digits.length === 11 && digits.startsWith('0')) digits = digits.slice(1);
  if (digits.length === 10) return /^[1-9]/.test(digits) ? `91${digits}` : '';
  return digits.length >= 8 && digits.length <= 15 && !digits.startsWith('0') ? digits : '';
}

/** The message WhatsApp opens with: which property, and its page. */
export function whatsappText(propertyName: string, pageUrl: string): string {
  return `Hello, I am interested in ${propertyName}: ${pageUrl}`;
}

/** https://wa.me/<number>?text=… naming the property and its URL; null without a usable number. */
export function whatsappHref(phone: string, propertyName: string, pageUrl: string): string | null {
  const number = whatsappNumber(phone);
  return number ? `https://wa.me/${number}?text=${encodeURIComponent(whatsappText(propertyName, pageUrl))}` : null;
}

/** The form's message, prefilled with the property's name (the visitor may change it). */
export function enquiryMessage(propertyName: string): string {
  return `I am interested in ${propertyName}. Please send me more details.`;
}

/** The enquiry's subject (the form has no subject field): names the property, within the API's limit. */
export function enquirySubject(propertyName: string): string {
  const subject = `Enquiry about ${propertyName.replace(/\s+/g, ' ').trim()}`;
  return subject.length > MAX_SUBJECT ? `${subject.slice(0, MAX_SUBJECT - 1)}…` : subject;
}
