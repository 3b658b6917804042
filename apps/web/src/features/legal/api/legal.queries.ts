import { type LegalKind, legalRoutes } from '@cuvee/contracts';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-call.ts';

/** The shop's legal documents (issue 24): one query-key factory. */
export const legalKeys = {
  all: ['legal'] as const,
  list: () => ['legal', 'documents'] as const,
  version: (kind: LegalKind, version: number) => ['legal', 'version', kind, version] as const,
};

/** `GET /v1/legal-documents`: every document's versions (newest first) and draft. */
export const legalDocumentsQuery = () =>
  queryOptions({
    queryKey: legalKeys.list(),
    queryFn: ({ signal }) => call(legalRoutes.list, {}, { signal }).then((a) => a.documents),
  });

/** `GET /v1/legal-documents/:kind/versions/:version`: one version's text (never changes). */
export const legalVersionQuery = (kind: LegalKind, version: number) =>
  queryOptions({
    queryKey: legalKeys.version(kind, version),
    queryFn: ({ signal }) =>
      call(legalRoutes.version, { params: { kind, version } }, { signal }).then((a) => a.document),
    staleTime: Number.POSITIVE_INFINITY,
  });

/** `GET /v1/legal-documents/:kind/model`: the platform's model filled with the shop's identity. */
export const fetchLegalModel = (kind: LegalKind) =>
  call(legalRoutes.model, { params: { kind } }).then((a) => a.body);

function useLegalMutation<V>(fn: (vars: V) => Promise<unknown>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: () => void client.invalidateQueries({ queryKey: legalKeys.list() }),
  });
}

export const useSaveLegalDraft = () =>
  useLegalMutation(({ kind, body }: { kind: LegalKind; body: string }) =>
    call(legalRoutes.saveDraft, { params: { kind }, body: { body } }),
  );

export const useDiscardLegalDraft = () =>
  useLegalMutation((kind: LegalKind) => call(legalRoutes.discardDraft, { params: { kind } }));

export const usePublishLegal = () =>
  useLegalMutation(({ kind, body }: { kind: LegalKind; body: string }) =>
    call(legalRoutes.publish, { params: { kind }, body: { body } }).then((a) => a.document),
  );
