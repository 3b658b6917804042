import { lazyPage } from '../../components/shared/lazy-page.tsx';

/** The settings' 'documents' section (issue 24): the shop's legal documents and their versions. */
export const LegalDocumentsSettingsSection = lazyPage(() =>
  import('./components/legal-documents.tsx').then((m) => m.LegalDocumentsSection),
);
