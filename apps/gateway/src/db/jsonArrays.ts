/**
 * One place that makes JavaScript arrays safe as jsonb values on both engines.
 *
 * node-postgres sends a JavaScript array parameter as a PostgreSQL array literal (`{"a","b"}`),
 * which a jsonb column rejects ("invalid input syntax for type json"); PGlite happens to accept
 * it, so in-memory tests would never notice. The schema has no SQL array column (every list is a
 * jsonb), so this Kysely plugin sends every array parameter — of the query builder or of a raw
 * `sql` template — as its JSON text, on PGlite and PostgreSQL alike. Both engines take a text
 * parameter for a jsonb column as JSON, and the behaviour is the same in the in-memory tests
 * and in production.
 *
 * Consequence: an array parameter can no longer stand for a PostgreSQL array (`= any(${ids})`);
 * use `in (${sql.join(ids)})` or the builder's `in` (a list of parameters) instead.
 */
import { OperationNodeTransformer } from 'kysely';
import type {
  KyselyPlugin,
  PluginTransformQueryArgs,
  PluginTransformResultArgs,
  PrimitiveValueListNode,
  QueryResult,
  RootOperationNode,
  UnknownRow,
  ValueNode,
} from 'kysely';

const toJsonText = (value: unknown): unknown =>
  Array.isArray(value) ? JSON.stringify(value) : value;

class JsonArrayTransformer extends OperationNodeTransformer {
  protected override transformValue(node: ValueNode): ValueNode {
    if (!Array.isArray(node.value)) return node;
    return Object.freeze({ ...node, value: toJsonText(node.value) });
  }

  protected override transformPrimitiveValueList(
    node: PrimitiveValueListNode,
  ): PrimitiveValueListNode {
    if (!node.values.some((value) => Array.isArray(value))) return node;
    return Object.freeze({ ...node, values: Object.freeze(node.values.map(toJsonText)) });
  }
}

/**
 * Whether a query holds an array value anywhere the transformer would change one: a read-only
 * walk over every node. Most queries hold none, and rebuilding (and freezing) every node of their
 * tree only to get an equal copy was a visible part of a request's CPU.
 */
function holdsArrayValue(node: unknown): boolean {
  if (Array.isArray(node)) return node.some(holdsArrayValue);
  if (node === null || typeof node !== 'object') return false;
  const { kind } = node as { kind?: unknown };
  if (typeof kind !== 'string') return false;
  if (kind === 'ValueNode') return Array.isArray((node as ValueNode).value);
  if (kind === 'PrimitiveValueListNode') {
    return (node as PrimitiveValueListNode).values.some((value) => Array.isArray(value));
  }
  for (const key in node) {
    if (key !== 'kind' && holdsArrayValue((node as Record<string, unknown>)[key])) return true;
  }
  return false;
}

/** Sends array parameters as JSON text (see the module comment). */
export class JsonArrayPlugin implements KyselyPlugin {
  readonly #transformer = new JsonArrayTransformer();

  transformQuery(args: PluginTransformQueryArgs): RootOperationNode {
    if (!holdsArrayValue(args.node)) return args.node;
    return this.#transformer.transformNode(args.node, args.queryId);
  }

  transformResult(args: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
    return Promise.resolve(args.result);
  }
}
