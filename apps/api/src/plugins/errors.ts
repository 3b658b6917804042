import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { HttpError } from '../lib/http-error.ts';
import { databaseRefusal } from './database-errors.ts';

const FASTIFY_CODES: Record<string, [number, string]> = {
  FST_ERR_CTP_INVALID_JSON_BODY: [400, "Le corps de la requête n'est pas un JSON valide"],
  FST_ERR_CTP_EMPTY_JSON_BODY: [400, 'Le corps de la requête est vide'],
  FST_ERR_CTP_BODY_TOO_LARGE: [413, 'La requête est trop volumineuse'],
  FST_ERR_CTP_INVALID_MEDIA_TYPE: [415, "Le type de contenu de la requête n'est pas accepté"],
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: [400, 'La longueur de la requête est incorrecte'],
  FST_ERR_CTP_INVALID_TYPE: [400, 'Le type de contenu de la requête est incorrect'],
  FST_ERR_RATE_LIMIT_EXCEEDED: [429, 'Trop de requêtes, veuillez réessayer dans un instant'],
};

/**
 * Refusals the router makes before any route (a parameter longer than 100 characters, a broken
 * percent-encoding): the same `{ success: false, message }` in French as every other answer.
 */
export function frameworkErrors(error: FastifyError, _request: FastifyRequest, reply: FastifyReply): void {
  if (error.code === 'FST_ERR_MAX_PARAM_LENGTH') {
    void reply.status(414).send({ success: false, message: "L'adresse demandée est trop longue" });
    return;
  }
  void reply.status(400).send({ success: false, message: "L'adresse demandée n'est pas valide" });
}

/** Every error becomes `{ success: false, message }` with a 4xx; only real faults are 500s. */
export function registerErrorHandling(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof HttpError) {
      if (error.retryAfterSeconds) void reply.header('retry-after', String(error.retryAfterSeconds));
      return reply.status(error.statusCode).send({ success: false, message: error.messages });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const messages = error.validation.map((v) => {
        const field = v.instancePath.replace(/^\//, '').replaceAll('/', '.');
        return field ? `${field} : ${v.message}` : String(v.message);
      });
      return reply.status(400).send({ success: false, message: messages });
    }
    const known = error.code ? FASTIFY_CODES[error.code] : undefined;
    if (known) return reply.status(known[0]).send({ success: false, message: known[1] });
    if (error.statusCode === 429) {
      return reply
        .status(429)
        .send({ success: false, message: 'Trop de tentatives, veuillez réessayer plus tard' });
    }
    const refusal = databaseRefusal(error);
    if (refusal) {
      request.log.info({ code: refusal.statusCode }, 'database refused the input');
      return reply.status(refusal.statusCode).send({ success: false, message: refusal.messages });
    }
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      return reply.status(error.statusCode).send({ success: false, message: 'La requête est incorrecte' });
    }
    if (isResponseSerializationError(error))
      request.log.error({ err: error, cause: error.cause }, 'response shape');
    else request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send({ success: false, message: 'Une erreur est survenue' });
  });
}
