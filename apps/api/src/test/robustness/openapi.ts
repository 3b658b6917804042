/** The parts of an OpenAPI 3 document the robustness suite reads (docs/decisions/0026). */
export type JsonSchema = {
  type?: string | string[];
  format?: string;
  pattern?: string;
  enum?: unknown[];
  const?: unknown;
  default?: unknown;
  nullable?: boolean;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  minItems?: number;
  maxItems?: number;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  $ref?: string;
};

type Parameter = {
  in: 'path' | 'query' | 'header' | 'cookie';
  name: string;
  required?: boolean;
  schema?: JsonSchema;
};
type OperationObject = {
  parameters?: Parameter[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
};
export type OpenApiDocument = {
  paths: Record<string, Record<string, OperationObject>>;
  components?: { schemas?: Record<string, JsonSchema> };
};

/** One operation of the document, as the generator needs it. */
export type Operation = {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** The OpenAPI path, `{name}` for a parameter. */
  path: string;
  pathParams: { name: string; schema: JsonSchema }[];
  queryParams: { name: string; required: boolean; schema: JsonSchema }[];
  /** The JSON body's schema, or null when the operation takes no JSON body. */
  body: JsonSchema | null;
};

const METHODS = new Set(['GET', 'POST', 'PUT', 'PATCH', 'DELETE']);

/** `#/components/schemas/X` references replaced by their schema (cycles left as they are). */
function resolve(schema: JsonSchema | undefined, doc: OpenApiDocument, seen = new Set<string>()): JsonSchema {
  if (!schema) return {};
  if (schema.$ref) {
    const name = schema.$ref.split('/').pop() ?? '';
    if (seen.has(name)) return {};
    return resolve(doc.components?.schemas?.[name], doc, new Set([...seen, name]));
  }
  const out: JsonSchema = { ...schema };
  if (schema.properties) {
    out.properties = Object.fromEntries(
      Object.entries(schema.properties).map(([k, v]) => [k, resolve(v, doc, seen)]),
    );
  }
  if (schema.items) out.items = resolve(schema.items, doc, seen);
  if (typeof schema.additionalProperties === 'object') {
    out.additionalProperties = resolve(schema.additionalProperties, doc, seen);
  }
  for (const key of ['anyOf', 'oneOf', 'allOf'] as const) {
    if (schema[key]) out[key] = schema[key].map((s) => resolve(s, doc, seen));
  }
  return out;
}

/** Every operation of the document, in its order. */
export function operationsOf(doc: OpenApiDocument): Operation[] {
  return Object.entries(doc.paths).flatMap(([path, ops]) =>
    Object.entries(ops)
      .filter(([method]) => METHODS.has(method.toUpperCase()))
      .map(([method, op]) => {
        const params = (op.parameters ?? []).map((p) => ({ ...p, schema: resolve(p.schema, doc) }));
        const content = op.requestBody?.content ?? {};
        const json = content['application/json']?.schema;
        return {
          method: method.toUpperCase() as Operation['method'],
          path,
          pathParams: params.filter((p) => p.in === 'path'),
          queryParams: params
            .filter((p) => p.in === 'query')
            .map((p) => ({ ...p, required: p.required === true })),
          body: json ? resolve(json, doc) : null,
        };
      }),
  );
}

export const operationName = (op: Pick<Operation, 'method' | 'path'>) => `${op.method} ${op.path}`;
