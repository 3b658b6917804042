import { pathOf } from '@cuvee/contracts/http/route';
import { quotesRoutes } from '@cuvee/contracts/quotes';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-call.ts';
import { ApiError } from '../../../lib/api-client.ts';

/*
 * The quote behind a mailed link (issue 24): read without an account (the token is the proof),
 * asked again every few seconds while its PDF is being made; the client's answer puts the quote
 * as it now is in the cache. A refusal (404, 410) is the page's to say, not a snackbar's.
 */

export const quoteAnswerQuery = (token: string) =>
  queryOptions({
    queryKey: ['quote-answer', token] as const,
    queryFn: async ({ signal }) =>
      (await call(quotesRoutes.view, { params: { token } }, { signal, silent: true, anonymous: true })).quote,
    retry: (count, error) => !(error instanceof ApiError && error.status < 500) && count < 2,
    refetchInterval: (query) => (query.state.data && !query.state.data.pdfReady ? 3000 : false),
  });

/** The PDF's address: a plain link downloads it (no account). */
export const quotePdfUrl = (token: string) => pathOf(quotesRoutes.pdf, { token });

export function useAnswerQuote(token: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (answer: { kind: 'accept' } | { kind: 'refuse'; reason: string }) =>
      answer.kind === 'accept'
        ? call(quotesRoutes.accept, { params: { token } }, { anonymous: true })
        : call(
            quotesRoutes.refuse,
            { params: { token }, body: answer.reason ? { reason: answer.reason } : {} },
            { anonymous: true },
          ),
    onSuccess: (answer) => client.setQueryData(quoteAnswerQuery(token).queryKey, answer.quote),
    // Refused (answered meanwhile, ended): the snackbar says why, the page shows where it stands.
    onError: () => void client.invalidateQueries({ queryKey: quoteAnswerQuery(token).queryKey }),
  });
}
