import { ErrorResponse } from '@cuvee/contracts';

/** The error answers a route may give, for the OpenAPI document. */
export function errors(...codes: (400 | 401 | 403 | 404 | 409 | 413 | 415 | 422 | 429)[]) {
  return Object.fromEntries(codes.map((c) => [c, ErrorResponse]));
}
export const bearer = [{ bearer: [] }];
