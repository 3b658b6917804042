/**
 * Zod's schemas without their compiled fast path: on its first object parse Zod tries
 * `new Function`, which the Content-Security-Policy refuses (no 'unsafe-eval') and reports as a
 * violation (docs/decisions/0024). Zod reads its configuration from this global when it loads
 * (shared by every copy of it), so the setting costs the app's entry no import of Zod itself.
 */
export function zodWithoutEval(target: typeof globalThis = globalThis) {
  const holder = target as { __zod_globalConfig?: { jitless?: boolean } };
  holder.__zod_globalConfig = { ...holder.__zod_globalConfig, jitless: true };
}
