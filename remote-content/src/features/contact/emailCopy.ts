import { getRuntimeConfig } from 'shared-ui';
import type { ContactEnquiry } from 'contracts/api';

export interface EmailjsSettings {
  serviceId: string;
  templateId: string;
  publicKey: string;
}

export type EmailCopyResult = 'skipped' | 'sent' | 'failed';

/** The e-mail provider's settings from the runtime config, or null when they are not all there. */
export function readEmailjsSettings(): EmailjsSettings | null {
  try {
    const e = getRuntimeConfig().emailjs;
    return e && e.serviceId && e.templateId && e.publicKey ? e : null;
  } catch {
    return null;
  }
}

/**
 * Also sends the enquiry through the e-mail provider when it is configured. The SDK is imported
 * lazily so it is never in the first paint; the result is only logged (spec section 8).
 */
export async function sendEmailCopy(
  enquiry: ContactEnquiry,
  settings: EmailjsSettings | null = readEmailjsSettings(),
): Promise<EmailCopyResult> {
  if (!settings) return 'skipped';
  try {
    const { default: emailjs } = await import('@emailjs/browser');
    const { name, email, phone, subject, message } = enquiry;
    const res = await emailjs.send(
      settings.serviceId,
      settings.templateId,
      { name, email, phone, subject, message },
      { publicKey: settings.publicKey },
    );
    console.info('Enquiry e-mail sent', res.status);
    return 'sent';
  } catch (error) {
    console.error('The enquiry e-mail could not be sent', error);
    return 'failed';
  }
}
