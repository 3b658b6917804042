import { legalRoutes, type PublicLegalResponse } from '@cuvee/contracts/legal';
import { type LegalKind, legalDocumentUrl } from '@cuvee/domain/legal/legal-kinds';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-call.ts';
import { type Loaded, loaded, orNull, preloaded } from './storefront.queries.ts';

// The shop's legal pages' own query, apart from the shop page's (storefront.queries.ts): the
// legal contracts load with the legal page only, not in the shop page's first JavaScript
// (decision 0009's budget).

/**
 * GET /v1/shops/:id/legal-documents/:kind: a published legal document (issue 24), its latest
 * version or the one asked; null for an unknown shop or version.
 */
export const legalDocumentQuery = (shop: string, kind: LegalKind, version: number | null) =>
  queryOptions({
    queryKey: ['storefront', 'legal', shop, kind, version] as const,
    queryFn: ({ signal }) =>
      orNull(
        call(
          legalRoutes.public,
          { params: { id: shop, kind }, query: version ? { version } : {} },
          { silent: true, signal },
        ),
      ),
    initialData: preloaded(
      legalDocumentUrl(shop, kind, version),
      (answer: PublicLegalResponse | null) => answer,
    ),
    retry: false,
  });

export function useLegalDocument(
  shop: string | null,
  kind: LegalKind,
  version: number | null,
): Loaded<PublicLegalResponse | null> {
  return loaded(useQuery({ ...legalDocumentQuery(shop ?? '', kind, version), enabled: Boolean(shop) }));
}
