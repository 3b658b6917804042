import type { TestProject } from 'vitest/node';
import { buildTemplate } from './test-db.template.ts';

/**
 * Vitest global setup of the `api` project: migrates and seeds the demo once per run, on
 * PostgreSQL when TEST_DATABASE_URL names a server, else in PGlite; every test file then starts
 * from a copy of it (docs/decisions/0013). The template goes at the end of the run.
 */
export default async function setup(project: TestProject) {
  const { template, dispose } = await buildTemplate(process.env.TEST_DATABASE_URL || undefined);
  project.provide('apiTestTemplate', template);
  return dispose;
}
