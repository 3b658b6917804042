import { zodWithoutEval } from './zod-jitless.ts';

// Imported first by an entry, before any module that loads Zod (ES modules run in import order):
// no `new Function` under the CSP (docs/decisions/0024).
zodWithoutEval();
