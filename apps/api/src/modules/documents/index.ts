// What other modules may use of the documents module (decision 0045): asking for a PDF.

export { documentAttachment, documentsMailed, readDocumentFile } from './documents.job.ts';
// A quote mailed with its answer link (issue 24): its mail, and its PDF behind the link.
export { latestOrderDocument } from './documents.latest.ts';
export { quoteMailOf } from './documents.mail.ts';
// The page every PDF shares (A4, DejaVu Sans embedded; decision 0048): the DRM's PDF draws on it.
export { INK, MUTED, RULE, startPdf, tableHeader } from './documents.pdf-page.ts';
export {
  type DocumentJob,
  type DocumentRequest,
  generateDocumentQueue,
  queueDocument,
} from './documents.queue.ts';
// The PDFs' table (issue 25: the documents module owns it; decision 0078).
export { DOCUMENT_KINDS, type DocumentKind, type DocumentRow, documents } from './documents.table.ts';
