import type { StandardSchemaWithJSON } from '@modelcontextprotocol/server';
import { z } from 'zod';

/**
 * The JSON Schema of a tool's input or output, from one place: `tools/list` (through
 * `asToolSchema`), the manifest and the server card all publish this, so they cannot differ.
 */
export function toolJsonSchema(schema: z.ZodType, io: 'input' | 'output'): Record<string, unknown> {
  const json = z.toJSONSchema(schema, { io, target: 'draft-2020-12' }) as Record<string, unknown>;
  // MCP requires an object at the root; a shape with an id (Product, Resource) is a bare `$ref` there.
  return json.type === undefined ? { type: 'object', ...json } : json;
}

/**
 * The zod schema as a Standard Schema whose JSON Schema is `toolJsonSchema`'s: the SDK validates
 * with zod as before (case folding included) and lists exactly what the discovery documents show.
 */
export function asToolSchema<S extends z.ZodType>(schema: S): StandardSchemaWithJSON<z.input<S>, z.output<S>> {
  return {
    '~standard': {
      ...schema['~standard'],
      jsonSchema: { input: () => toolJsonSchema(schema, 'input'), output: () => toolJsonSchema(schema, 'output') },
    },
  };
}
