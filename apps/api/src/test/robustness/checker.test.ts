import fastifySwagger from '@fastify/swagger';
import Fastify from 'fastify';
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { checkOperation, messageProblem } from './checker.ts';
import { casesFor } from './generator.ts';
import { type OpenApiDocument, operationsOf } from './openapi.ts';

/**
 * The checker's own proof (docs/decisions/0026): a tiny app with the faults the suite exists
 * for — a 500 on a NUL byte, a row written from a lone surrogate, Fastify's English refusals —
 * and the problems the checker must report on it.
 */
async function faultyApp() {
  const rows: string[] = [];
  const app = Fastify().withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  await app.register(fastifySwagger, {
    openapi: { info: { title: 't', version: '1' } },
    transform: jsonSchemaTransform,
  });
  app.post('/v1/notes', { schema: { body: z.object({ name: z.string().max(50) }) } }, async (request) => {
    const { name } = request.body;
    if (name.includes('\u0000')) throw new Error('invalid byte sequence for encoding "UTF8": 0x00');
    if (/[\ud800-\udfff]/.test(name)) rows.push(name);
    return { success: true };
  });
  app.get('/v1/notes/:id', { schema: { params: z.object({ id: z.uuid() }) } }, async (_request, reply) =>
    reply.status(404).send({ success: false, message: 'Not Found' }),
  );
  await app.ready();
  const doc = app.swagger() as unknown as OpenApiDocument;
  return { app, rows, operations: operationsOf(doc) };
}

/** The checker's problems for the faulty app's operation of `method`, as an anonymous caller. */
async function problemsOf(method: 'GET' | 'POST') {
  const { app, rows, operations } = await faultyApp();
  const op = operations.find((o) => o.method === method)!;
  const callers = [{ name: 'anonyme', headers: {} }];
  try {
    const { problems } = await checkOperation({
      app,
      op,
      callers,
      fingerprint: async () => new Map([['notes', JSON.stringify(rows)]]),
      prepare: async () => ({ cases: casesFor(op, () => []), admitted: callers }),
    });
    return problems;
  } finally {
    await app.close();
  }
}

describe('the robustness checker', () => {
  it('reports a 500 on a NUL byte, a changed row and an English refusal', async () => {
    expect(await problemsOf('POST')).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^POST \/v1\/notes \[body\.name: NUL\]: 500 .* \(anonyme\)$/),
        // Fastify's own words (zod's depend on the locale another file may have set).
        'POST /v1/notes [corps: XML]: 415 message en anglais : Unsupported Media Type (anonyme)',
        'POST /v1/notes: lignes modifiées dans notes',
      ]),
    );
  });

  it('reports an English answer to a path value', async () => {
    expect(await problemsOf('GET')).toContainEqual(
      'GET /v1/notes/{id} [path id=00000000-0000-0000-0000-]: 404 message en anglais : Not Found (anonyme)',
    );
  });
});

describe('a French message', () => {
  it.each([
    ["Le corps de la requête n'est pas un JSON valide", null],
    [['name : Entrée invalide : chaîne de caractères attendu, nombre reçu'], null],
    ['Route introuvable : GET /v1/error', null],
  ])('accepts %j', (message, problem) => {
    expect(messageProblem(JSON.stringify({ success: false, message }))).toBe(problem);
  });

  it.each([
    [
      { statusCode: 400, error: 'Bad Request', message: 'body must be object' },
      'message en anglais : body must be object',
    ],
    [{ message: 'Bad Request' }, 'message en anglais : Bad Request'],
    [{ message: 'Unexpected end of JSON input' }, 'message en anglais : Unexpected end of JSON input'],
    [{ message: '' }, 'sans message'],
    [{ success: false }, 'sans message'],
    [{ message: [] }, 'sans message'],
  ])('refuses %j', (body, problem) => {
    expect(messageProblem(JSON.stringify(body))).toBe(problem);
  });

  it('refuses an answer that is not JSON', () => {
    expect(messageProblem('<html>Bad Request</html>')).toBe('réponse qui n’est pas du JSON');
  });
});
