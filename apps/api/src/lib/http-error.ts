/** A refusal the caller should see: an HTTP status and a French message. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: 400 | 401 | 403 | 404 | 409 | 410 | 413 | 415 | 422 | 429,
    message: string | string[],
    /** For a 429: seconds before trying again, sent as Retry-After. */
    readonly retryAfterSeconds?: number,
  ) {
    super(Array.isArray(message) ? message.join(' ') : message);
    this.messages = message;
  }
  readonly messages: string | string[];
}

export const notFound = (message = 'Ressource introuvable') => new HttpError(404, message);
export const forbidden = (message = "Vous n'avez pas les droits nécessaires pour cette action") =>
  new HttpError(403, message);
export const unauthorized = (message = 'Veuillez vous connecter') => new HttpError(401, message);
