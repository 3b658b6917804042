import { rmSync } from 'node:fs';
import { afterAll, beforeAll } from 'vitest';
import { createTestApp, type TestApp } from './test-app.ts';

/**
 * The test app of a file's tests, serving the web build written in `dist` (a folder the file
 * made); the app is closed and the folder removed after the file's tests. Answers a getter:
 * the app exists once the file's tests run.
 */
export function appServingWebDist(dist: string): () => TestApp {
  let t: TestApp | undefined;
  beforeAll(async () => {
    t = await createTestApp({ webDist: dist });
  });
  afterAll(async () => {
    await t?.close();
    rmSync(dist, { recursive: true, force: true });
  });
  return () => t!;
}
