// What other modules may use of the mail module: the mailer and the mails it sends.
export { createMailer, type Mail, type MailAttachment, type Mailer } from './mail.service.ts';
export { resetMail, validationMail } from './templates.ts';
