/**
 * The statements whose answers no query plan can change: every row they return is in a total
 * order (their order ends with the primary key, their `json_agg` are ordered) or they return one
 * row of counts. The query engine (../query/index.ts) names the texts of its statements here;
 * on PGlite they are kept prepared and PostgreSQL may reuse one plan for them
 * (./pglitePool.ts). Every other statement is planned for its own values on each run, as before.
 * The property belongs to the text, so one list serves every database of the process.
 */

/** The most texts remembered; the oldest is forgotten beyond it (it is then planned each run). */
const MAX_TEXTS = 2_000;

const reusable = new Set<string>();

/** Names `text` as a statement whose answers no plan can change. */
export function markReusablePlan(text: string): void {
  if (reusable.has(text)) return;
  reusable.add(text);
  if (reusable.size > MAX_TEXTS) {
    const oldest = reusable.values().next();
    if (!oldest.done) reusable.delete(oldest.value);
  }
}

/** Whether `text` was named by {@link markReusablePlan}. */
export function hasReusablePlan(text: string): boolean {
  return reusable.has(text);
}
