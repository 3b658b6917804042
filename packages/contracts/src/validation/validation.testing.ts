// Test helpers for the validation schemas (not exported from index.ts).
import { expect } from 'vitest';
import type { z } from 'zod';

/** The first issue message of a failing parse; fails the test if parsing succeeds. */
export function messageOf(schema: z.ZodType, input: unknown): string | undefined {
  const result = schema.safeParse(input);
  expect(result.success, `expected ${JSON.stringify(input)} to be refused`).toBe(false);
  return result.error?.issues[0]?.message;
}

/** The parsed value of a succeeding parse; fails the test with the issues otherwise. */
export function parsedValue<T extends z.ZodType>(schema: T, input: unknown): z.output<T> {
  const result = schema.safeParse(input);
  expect(result.error?.issues ?? [], `expected ${JSON.stringify(input)} to be accepted`).toEqual([]);
  return result.data as z.output<T>;
}
