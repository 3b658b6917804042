import type { FastifyContextConfig } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

/**
 * Route config of an upload of one file (multipart/form-data, field « file »): the OpenAPI
 * document describes its body, which the route reads itself (@fastify/multipart) and Fastify
 * does not validate. The robustness suite finds every upload operation by it
 * (test/robustness/upload-bombs.rules.test.ts).
 */
export const multipartFileDoc: FastifyContextConfig = {
  swaggerTransform: (input) => {
    const transformed = jsonSchemaTransform(input);
    return {
      ...transformed,
      schema: {
        ...transformed.schema,
        consumes: ['multipart/form-data'],
        body: {
          type: 'object',
          required: ['file'],
          properties: { file: { type: 'string', format: 'binary' } },
        },
      },
    };
  },
};
