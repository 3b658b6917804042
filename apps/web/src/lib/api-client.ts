import { loginPathFor } from '@cuvee/domain/permissions/route-guard';
import { answerEffects, isFailure, messageOf } from './api-answer.ts';
import { useAuthStore } from './auth.store.ts';
import { currentLocation, isOnAuthPage, navigateTo } from './navigation.ts';
import { notify } from './notify.ts';

/** A failed call: the HTTP status and the API's French message (or field messages). */
export class ApiError extends Error {
  readonly status: number;
  readonly messages: string[];
  constructor(status: number, message: string, messages: string[] = []) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.messages = messages;
  }
}

export type RequestOptions = {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Sent as JSON. */
  body?: unknown;
  /** Sent as multipart/form-data instead (uploads). */
  form?: FormData;
  /** No snackbar (polling, silent saves); session effects still apply. */
  silent?: boolean;
  /** Send no Bearer token (public calls made while signed in). */
  anonymous?: boolean;
  signal?: AbortSignal;
  /** A token other than the stored one (the master-account session while choosing a user). */
  token?: string;
};

/** Sign-out side effect of a 401/403, kept here so that the client needs no session import. */
let onSignOut: () => void = () => useAuthStore.getState().clear();
export function setSignOutHandler(handler: () => void): void {
  onSignOut = handler;
}

/**
 * fetch for the /v1 API: Bearer header, the session's shop, JSON in and out, and the answer
 * handling of spec §8 (snackbars 5 s, error style when success is false, 401/403 sign-out).
 * Only the typed client (api-call.ts) calls it: callers go through `call(route, …)`.
 */
export async function request(url: string, options: RequestOptions = {}): Promise<unknown> {
  const { response, hadSession } = await send(url, options, 'application/json');
  const payload: unknown = await response.json().catch(() => null);
  return answered(response.status, payload, options, hadSession);
}

/** A file the API answers (an export): the same headers and refusals, the body as a Blob. */
export type DownloadedFile = { blob: Blob; fileName: string | null };

/** GET a file with the session's headers; a refusal is handled (and thrown) like `request`'s. */
export async function requestFile(url: string, options: RequestOptions = {}): Promise<DownloadedFile> {
  const { response, hadSession } = await send(url, options, '*/*');
  if (!response.ok) {
    const payload: unknown = await response.json().catch(() => null);
    answered(response.status, payload ?? { success: false }, options, hadSession);
  }
  const disposition = response.headers.get('content-disposition') ?? '';
  const name = /filename\*?=(?:UTF-8'')?"?([^";]+)"?/i.exec(disposition)?.[1];
  return { blob: await response.blob(), fileName: name ? decodeURIComponent(name) : null };
}

async function send(
  url: string,
  options: RequestOptions,
  accept: string,
): Promise<{ response: Response; hadSession: boolean }> {
  const session = useAuthStore.getState();
  const token = options.anonymous ? null : (options.token ?? session.token);
  const headers: Record<string, string> = { accept };
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  if (token) headers.authorization = `Bearer ${token}`;
  // The shop acted on, named rather than guessed by the API (decision 0017).
  const shopId = token ? session.shop?.id : undefined;
  if (shopId) headers['x-shop-id'] = shopId;
  try {
    const response = await fetch(url, {
      method: options.method ?? 'GET',
      headers,
      body: options.form ?? (options.body === undefined ? undefined : JSON.stringify(options.body)),
      signal: options.signal,
    });
    return { response, hadSession: token !== null };
  } catch (error) {
    if ((error as Error).name === 'AbortError') throw error;
    throw new ApiError(0, navigator.onLine ? 'Une erreur est survenue' : 'Vous êtes hors ligne');
  }
}

/** Spec §8 on an answer: its snackbar, the sign-out of a 401/403, and an ApiError when it failed. */
function answered(status: number, payload: unknown, options: RequestOptions, hadSession: boolean): unknown {
  const effect = answerEffects({
    status,
    payload,
    silent: options.silent === true,
    hadSession,
    onAuthPage: isOnAuthPage(),
  });
  if (effect.snackbar) {
    // The snackbar stack shows validation messages in the UI language (translateMessage).
    notify(effect.snackbar);
  }
  if (effect.signOut) {
    const target = currentLocation();
    onSignOut();
    if (effect.toLogin) navigateTo(loginPathFor(target), { replace: true });
  }
  if (isFailure(status, payload)) {
    const raw = (payload as { message?: unknown } | null)?.message;
    const messages = Array.isArray(raw) ? raw.filter((m): m is string => typeof m === 'string') : [];
    throw new ApiError(status, messageOf(payload) ?? 'Une erreur est survenue', messages);
  }
  return payload;
}
