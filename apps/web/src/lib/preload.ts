/**
 * Answers the server wrote into the page for a first visit (apps/api/src/plugins/web.ts): on a
 * shop or product URL, the anonymous answers of the requests the page is about to make, keyed
 * by their URL. Each is taken once, and only by a visitor without a session (prices depend on
 * who looks), so that the page renders complete as soon as its code has run.
 */
let answers: Map<string, unknown> | null = null;

function load(): Map<string, unknown> {
  if (answers) return answers;
  answers = new Map();
  const script = typeof document === 'undefined' ? null : document.getElementById('cuvee-preload');
  if (script?.textContent) {
    try {
      const parsed = JSON.parse(script.textContent) as Record<string, unknown>;
      for (const [url, value] of Object.entries(parsed)) answers.set(url, value);
    } catch {
      // A broken preload only costs the requests it would have saved.
    }
    script.remove();
  }
  return answers;
}

/**
 * The answers of the page being rendered on the server (the shop app's entry-server.tsx): set
 * just before its synchronous rendering, so that the queries start with them as in the browser.
 */
export function setPageAnswers(page: Record<string, unknown>): void {
  answers = new Map(Object.entries(page));
}

/** The preloaded answer of a GET, once; undefined when there is none. */
export function takePreloaded<T>(url: string): T | undefined {
  const all = load();
  if (!all.has(url)) return undefined;
  const value = all.get(url) as T;
  all.delete(url);
  return value;
}
