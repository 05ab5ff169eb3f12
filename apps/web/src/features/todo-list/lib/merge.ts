/**
 * What a change sends again after a 409 (decision 026): it carries the values it sets and the
 * values they replaced; the server's answer carries the item as it is now. A field the other
 * device left alone (its value is still the one this change replaced) is sent again on the new
 * version; a field both devices changed is sent too — the later change wins — and named, so
 * that the screen says so; a field that already holds this change's value is not sent.
 */
export interface ConflictMerge<F> {
  /** The fields to send again on the current version; empty when nothing is left to change. */
  resend: Partial<F>;
  /** The fields the other device had changed too, overwritten by this change. */
  overridden: (keyof F)[];
}

export function mergeConflict<F extends object>(
  changes: Partial<F>,
  previous: Partial<F>,
  current: F,
): ConflictMerge<F> {
  const resend: Partial<F> = {};
  const overridden: (keyof F)[] = [];
  for (const field of Object.keys(changes) as (keyof F)[]) {
    const mine = changes[field];
    if (mine === undefined || Object.is(current[field], mine)) continue;
    resend[field] = mine;
    if (!Object.is(current[field], previous[field])) overridden.push(field);
  }
  return { resend, overridden };
}
