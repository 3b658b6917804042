// What other modules may use of the documents module (decision 0045): asking for a PDF.

export { documentAttachment, documentsMailed, readDocumentFile } from './documents.job.ts';
// A quote mailed with its answer link (issue 24): its mail, and its PDF behind the link.
export { latestOrderDocument } from './documents.latest.ts';
export { quoteMailOf } from './documents.mail.ts';
export {
  type DocumentJob,
  type DocumentRequest,
  generateDocumentQueue,
  queueDocument,
} from './documents.queue.ts';
