import type { JsonSchema } from './componentSchemas.ts';

/** One row of a field table on /developers, read from a generated JSON Schema. */
export interface FieldRow {
  name: string;
  type: string;
  /** Component the type refers to, for a link. */
  ref?: string;
  required: boolean;
  constraints: string[];
  description?: string;
}

const refName = (ref: string) => ref.split('/').pop()!;

function typeOf(schema: JsonSchema): { type: string; ref?: string } {
  if (typeof schema.$ref === 'string') return { type: refName(schema.$ref), ref: refName(schema.$ref) };
  if (Array.isArray(schema.anyOf)) {
    const parts = (schema.anyOf as JsonSchema[]).map(typeOf);
    return { type: parts.map((p) => p.type).join(' or '), ref: parts.find((p) => p.ref)?.ref };
  }
  if (schema.type === 'array') {
    const item = typeOf((schema.items ?? {}) as JsonSchema);
    return { type: `array of ${item.type}`, ref: item.ref };
  }
  if ('const' in schema) return { type: `${typeof schema.const} (always ${JSON.stringify(schema.const)})` };
  const base = String(schema.type ?? 'any');
  return { type: typeof schema.format === 'string' ? `${base}, ${schema.format}` : base };
}

function constraintsOf(schema: JsonSchema): string[] {
  const out: string[] = [];
  if (typeof schema.minLength === 'number' && schema.minLength > 0) out.push('not empty');
  if (typeof schema.maxLength === 'number') out.push(`max ${schema.maxLength} characters`);
  if (Array.isArray(schema.enum)) out.push(`one of: ${schema.enum.join(', ')}`);
  if (typeof schema.minItems === 'number')
    out.push(`at least ${schema.minItems} item${schema.minItems === 1 ? '' : 's'}`);
  // Long generated patterns (email, dates) say less than their format does.
  if (typeof schema.pattern === 'string' && !schema.format) out.push(`pattern ${schema.pattern}`);
  if (Array.isArray(schema.anyOf) && (schema.anyOf as JsonSchema[]).some((s) => s.type === 'null'))
    out.push('may be null');
  return out;
}

export function fieldRows(schema: JsonSchema): FieldRow[] {
  const properties = (schema.properties ?? {}) as Record<string, JsonSchema>;
  const required = new Set((schema.required ?? []) as string[]);
  return Object.entries(properties).map(([name, property]) => ({
    name,
    ...typeOf(property),
    required: required.has(name),
    constraints: constraintsOf(property),
    description: typeof property.description === 'string' ? property.description : undefined,
  }));
}
