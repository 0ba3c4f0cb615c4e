/**
 * The one place the gateway hands its own untyped records to domain as domain's types.
 *
 * The layer carries records as `Row` (`Record<string, unknown>`), and nothing in TypeScript ties a
 * resource schema's fields to domain's interfaces, so this conversion is a claim, not a check. It
 * is sound for the values that reach it:
 *
 * - a stored row read through its resource schema (`readStoredRecord`, a resource's `present`):
 *   the wire names domain's records use (the schemas are written from them), with the values the
 *   table's description and the database's CHECKs allow;
 * - a request value whose shape the layer checked first (`parseTransitionBody`: the event type one
 *   of the machine's, only the keys that type carries; a wizard plan a plain object; the list
 *   criteria, which the query engine checks field by field when it compiles them): domain's
 *   machines and validators check each payload value they act on and answer a refusal, never a
 *   crash, for a wrong one.
 *
 * A value of any other origin is not a domain record: check it, do not convert it.
 */
export function asDomainRecord<T extends object>(record: Readonly<Record<string, unknown>>): T {
  return record as T;
}
