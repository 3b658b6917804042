// What other modules may use of the legal documents module (issue 24): the table (an order names
// the version of the terms its buyer accepted), the terms in force and accepted, the default
// terms of a new shop, and the public reading of a document (the storefront's page loader).
export {
  acceptedTerms,
  currentTerms,
  publicLegalDocument,
  publishDefaultTerms,
  termsVersionOf,
} from './legal.public.ts';
export { legalDocuments } from './legal.table.ts';
