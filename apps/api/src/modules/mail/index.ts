// What other modules may use of the mail module: the mailer and the mails it sends.
export {
  type AttachmentLookup,
  INLINE_MAX_BYTES,
  isMailQueued,
  MAIL_RETRY,
  type QueuedMail,
  queueMail,
  registerMailJobs,
  sendMailQueue,
} from './mail.queue.ts';
export { type KeyedMail, mailsByKeys } from './mail.read.ts';
export { createMailer, type Mail, type MailAttachment, type Mailer } from './mail.service.ts';
export {
  admitShopMail,
  onBehalfOf,
  type ShopSender,
  shopSender,
  UNCONFIRMED_SENDER,
} from './mail.shop-rules.ts';
export type { InlineAttachment } from './mail.table.ts';
export { accountExistsMail, documentMail, escapeHtml, resetMail, validationMail } from './templates.ts';
