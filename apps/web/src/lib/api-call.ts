import type { RouteContract, RouteInput, RouteResponse } from '@cuvee/contracts/http/route';
import { pathOf } from '@cuvee/contracts/http/route';
import { type DownloadedFile, type RequestOptions, request, requestFile } from './api-client.ts';

/** How a call is made, besides its inputs (the §8 answer handling is always applied). */
export type CallOptions = Pick<RequestOptions, 'silent' | 'anonymous' | 'signal' | 'token' | 'form'>;

/** The server answered, but not what its contract says: a bug to fix on one side or the other. */
export class ContractMismatchError extends Error {
  constructor(route: Pick<RouteContract, 'method' | 'path'>, detail: string) {
    super(`La réponse de ${route.method} ${route.path} ne respecte pas son contrat : ${detail}`);
    this.name = 'ContractMismatchError';
  }
}

/**
 * The query string as the API reads it: fields in the caller's order, empty ones (undefined,
 * null, '') left out, anything else as text.
 */
function queryString(query: Record<string, unknown> | undefined): string {
  if (!query) return '';
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null || value === '') continue;
    params.set(key, String(value));
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}

/** The URL of a call: the route's path with its parameters, then its query. */
export function urlOf<R extends RouteContract>(route: R, input: RouteInput<R>): string {
  const { params, query } = input as { params?: Record<string, unknown>; query?: Record<string, unknown> };
  return `${pathOf(route, params)}${queryString(query)}`;
}

/**
 * Answers are checked against their contract in development and tests, where a drift must fail
 * loudly; in production the contract's type is trusted (decision 0017: the shop page would
 * carry zod for it, and a parse of every list costs on a phone).
 */
function checksAnswers(): boolean {
  return import.meta.env.DEV === true || import.meta.env.MODE === 'test';
}

/**
 * Calls one route of the API (packages/contracts route tables): the URL from its path and
 * query, the body as JSON, and the answer typed by the contract.
 *
 * `call(productsRoutes.get, { params: { id } })`
 */
export async function call<R extends RouteContract>(
  route: R,
  input: RouteInput<R>,
  options: CallOptions = {},
): Promise<RouteResponse<R>> {
  const body = (input as { body?: unknown }).body;
  const payload = await request(urlOf(route, input), { ...options, method: route.method, body });
  if (!checksAnswers()) return payload as RouteResponse<R>;
  const checked = route.response.safeParse(payload);
  if (!checked.success) {
    const issue = checked.error.issues[0];
    const where = issue?.path.length ? issue.path.join('.') : 'réponse';
    throw new ContractMismatchError(route, `${where} — ${issue?.message ?? 'forme inattendue'}`);
  }
  return checked.data as RouteResponse<R>;
}

/**
 * Downloads the file a route answers (an export: CSV, XLSX) with the session's headers, then
 * hands it to the browser under the name the API gives (or `fallbackName`).
 */
export async function downloadFile<R extends RouteContract>(
  route: R,
  input: RouteInput<R>,
  fallbackName: string,
): Promise<DownloadedFile> {
  const file = await requestFile(urlOf(route, input), { method: 'GET' });
  const link = document.createElement('a');
  link.href = URL.createObjectURL(file.blob);
  link.download = file.fileName ?? fallbackName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(link.href), 10_000);
  return file;
}
