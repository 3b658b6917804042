import { describe, expect, it } from 'vitest';
import { zodWithoutEval } from './zod-jitless.ts';

describe('zodWithoutEval', () => {
  it('turns off the compiled path of the Zod the app loads afterwards, and schemas still parse', async () => {
    zodWithoutEval();
    const { z } = await import('zod');
    expect(z.config().jitless).toBe(true);
    const shape = z.object({ name: z.string().min(2) });
    expect(shape.safeParse({ name: 'Clos' }).success).toBe(true);
    expect(shape.safeParse({ name: 'C' }).success).toBe(false);
  });
});
