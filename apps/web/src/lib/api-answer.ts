/**
 * Spec §8 answer handling, as a pure decision: which snackbar to show and whether the
 * session ends. The API client applies it to every answer.
 */
export type SnackbarEffect = { message: string; severity: 'error' | 'success' };
export type AnswerEffect = {
  snackbar: SnackbarEffect | null;
  /** Forget the token and the user. */
  signOut: boolean;
  /** Then go to the login page. */
  toLogin: boolean;
};

export type AnswerInput = {
  status: number;
  payload: unknown;
  /** Polling and silent saves show no snackbar. */
  silent: boolean;
  /** A Bearer token was sent with the request. */
  hadSession: boolean;
  /** The user already is on an /auth page. */
  onAuthPage: boolean;
};

function record(payload: unknown): Record<string, unknown> | null {
  return payload !== null && typeof payload === 'object' ? (payload as Record<string, unknown>) : null;
}

/** A displayable message: a non-empty string, or the first non-empty one of a field list. */
export function messageOf(payload: unknown): string | null {
  const message = record(payload)?.message;
  if (typeof message === 'string') return message.trim() || null;
  if (Array.isArray(message)) {
    const first = message.find((m): m is string => typeof m === 'string' && m.trim() !== '');
    return first ?? null;
  }
  return null;
}

export function isFailure(status: number, payload: unknown): boolean {
  return status >= 400 || record(payload)?.success === false;
}

export function answerEffects(input: AnswerInput): AnswerEffect {
  const failed = isFailure(input.status, input.payload);
  const message = messageOf(input.payload);
  // A session that ends says why, even on a silent call (polling).
  const endsSession = input.status === 403 || (input.status === 401 && input.hadSession);
  const snackbar =
    (!input.silent || endsSession) && message
      ? { message, severity: failed ? ('error' as const) : ('success' as const) }
      : null;
  if (input.status === 403) {
    return { snackbar, signOut: true, toLogin: !input.onAuthPage };
  }
  if (input.status === 401 && input.hadSession) {
    return { snackbar, signOut: true, toLogin: !input.onAuthPage };
  }
  return { snackbar, signOut: false, toLogin: false };
}
