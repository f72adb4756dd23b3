import type { Submission } from './submission';
import { submissionRef } from './submission';

/**
 * The e-mail the firm receives for one submission: plain text a person reads at a glance (which
 * form, from which page or property, every field), the visitor as Reply-To so answering reaches
 * them, and the submission's id in `X-Submission-Id` (and a Message-ID made from it): a copy sent
 * again after a crash carries the same id, so a mail filter or the mailbox can drop it.
 */

export const SUBMISSION_HEADER = 'X-Submission-Id';

export interface MailMessage {
  /** The submission's reference (`enquiry-<uuid>`): the .eml file's name and the header's value. */
  ref: string;
  from: string;
  to: string[];
  replyTo: { name: string; address: string };
  subject: string;
  text: string;
  messageId: string;
  headers: Record<string, string>;
}

export interface MessageContext {
  from: string;
  to: string[];
  /** The site's public origin (its host names the Message-ID's domain). */
  siteUrl: string;
  /** One line about the listing of a property page, if the submission came from one. */
  property?: string | undefined;
}

const FORM_NAMES: Record<Submission['kind'], string> = {
  enquiry: 'Contact enquiry (Get A Quote form, /contact)',
  'loan-lead': 'Home-loan estimate lead (/check-loan-eligibility)',
};

/** An enquiry sent from a listing's own page (it names the listing). */
const PROPERTY_FORM_NAME = 'Property enquiry (the form on a listing page)';

/** Header text on one line: visitors' text may hold line breaks; a subject must not. */
const oneLine = (s: string, max: number) => {
  const flat = s.replace(/\s+/g, ' ').trim();
  return flat.length > max ? `${flat.slice(0, max - 1)}…` : flat;
};

export function buildMessage(s: Submission, ctx: MessageContext): MailMessage {
  const ref = submissionRef(s.kind, s.public_id);
  const subject =
    s.kind === 'enquiry'
      ? `Enquiry: ${oneLine(s.subject ?? '', 80)} - ${oneLine(s.name, 60)}`
      : `Home-loan lead - ${oneLine(s.name, 60)}`;
  const form = s.kind === 'enquiry' && s.property_id ? PROPERTY_FORM_NAME : FORM_NAMES[s.kind];
  const lines = [
    `Form: ${form}`,
    `Page: ${s.page || '(not known: the browser sent no page address)'}`,
    ...(ctx.property ? [`Property: ${ctx.property}`] : []),
    `Received: ${s.created_at}`,
    `Submission: ${ref}`,
    '',
    `Name: ${s.name}`,
    `E-mail: ${s.email}`,
    `Phone: ${s.phone || '(not given)'}`,
  ];
  if (s.kind === 'enquiry') lines.push(`Subject: ${s.subject ?? ''}`, '', 'Message:', s.message ?? '');
  lines.push('', '--', 'Reply to this e-mail to answer the visitor directly.');
  const host = new URL(ctx.siteUrl).hostname || 'localhost';
  return {
    ref,
    from: ctx.from,
    to: ctx.to,
    replyTo: { name: oneLine(s.name, 100), address: s.email },
    subject,
    text: `${lines.join('\n')}\n`,
    messageId: `<${ref}.${Date.parse(s.created_at)}@${host}>`,
    headers: { [SUBMISSION_HEADER]: ref },
  };
}
