// What other modules may use of the documents module (decision 0045): asking for a PDF.
export { documentAttachment } from './documents.job.ts';
export {
  type DocumentJob,
  type DocumentRequest,
  generateDocumentQueue,
  queueDocument,
} from './documents.queue.ts';
