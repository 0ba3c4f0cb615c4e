/**
 * A small evaluator of Firebase Realtime Database security rules, for testing
 * `database.rules.json` where the Firebase emulators cannot run (they download their servers at run
 * time). It implements the part of the rules language that the chat's rules use, with the
 * semantics of the Realtime Database:
 *
 * - `.read` and `.write` cascade: an operation at a path is allowed when a rule at that path or at
 *   any ancestor evaluates to true; a rule deeper down never grants it.
 * - `.validate` does not cascade: after the write is granted, every `.validate` on the path to the
 *   written location and in the written subtree must hold, and only where the new data exists
 *   (deletes are not validated).
 * - A `$name` key matches any child without a named rule of its own and binds `$name` to its key.
 * - A rule that fails to evaluate (a method called on null, a missing `auth`) is false.
 * - `{ '.sv': 'timestamp' }` in written data is the server's clock, `now`.
 *
 * Anything outside that subset (an unknown variable, method or operator) throws
 * `UnsupportedRuleError` rather than evaluating to false, so that a rule the evaluator does not
 * understand fails the tests loudly instead of passing a "refused" case by accident.
 */

/** A value stored in the database: JSON without arrays, `null` for "absent". */
export type DatabaseValue = null | boolean | number | string | { [key: string]: DatabaseValue };

/** A node of `database.rules.json`: `.read`, `.write`, `.validate`, `.indexOn` and child rules. */
export interface RulesNode {
  [key: string]: RulesNode | string | boolean | string[];
}

/** The signed-in user as the rules see it (`auth`); `null` when signed out. */
export interface RulesAuth {
  uid: string;
  provider?: string;
  token?: Record<string, unknown>;
}

/** The query of a read (`query.*` in a `.read` rule); every absent field is `null` there. */
export interface RulesQuery {
  orderByChild?: string;
  orderByKey?: boolean;
  orderByValue?: boolean;
  orderByPriority?: boolean;
  startAt?: string | number | boolean | null;
  startAfter?: string | number | boolean | null;
  endAt?: string | number | boolean | null;
  endBefore?: string | number | boolean | null;
  equalTo?: string | number | boolean | null;
  limitToFirst?: number;
  limitToLast?: number;
}

/** An answer of the evaluator: allowed or not, and which rule decided (for failure messages). */
export interface RulesDecision {
  allowed: boolean;
  reason: string;
}

/** The rules language uses a construct this evaluator does not implement. */
export class UnsupportedRuleError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'UnsupportedRuleError';
  }
}

/** A rule failed while evaluating (null receiver, wrong type): the rule is false. */
class RuleFailure extends Error {}

// ── Expressions ────────────────────────────────────────────────────────────────────────────────

type Expression =
  | { kind: 'literal'; value: string | number | boolean | null }
  | { kind: 'regex'; value: RegExp }
  | { kind: 'array'; items: Expression[] }
  | { kind: 'identifier'; name: string }
  | { kind: 'member'; target: Expression; name: string }
  | { kind: 'call'; target: Expression; name: string; args: Expression[] }
  | { kind: 'unary'; operator: '!' | '-'; operand: Expression }
  | { kind: 'binary'; operator: string; left: Expression; right: Expression }
  | { kind: 'conditional'; test: Expression; then: Expression; otherwise: Expression };

type Token =
  | { type: 'name'; value: string }
  | { type: 'number'; value: number }
  | { type: 'string'; value: string }
  | { type: 'regex'; value: RegExp }
  | { type: 'punctuation'; value: string };

const PUNCTUATION = ['===', '!==', '==', '!=', '<=', '>=', '&&', '||', ...'()[],.!<>+-*/%?:'];

function tokenize(source: string): Token[] {
  const tokens: Token[] = [];
  let index = 0;
  const operandExpected = (): boolean => {
    const last = tokens.at(-1);
    if (!last) return true;
    if (last.type !== 'punctuation') return false;
    return last.value !== ')' && last.value !== ']';
  };
  while (index < source.length) {
    const rest = source.slice(index);
    const space = /^\s+/.exec(rest);
    if (space) {
      index += space[0].length;
      continue;
    }
    const name = /^[A-Za-z_$][\w$]*/.exec(rest);
    if (name) {
      tokens.push({ type: 'name', value: name[0] });
      index += name[0].length;
      continue;
    }
    const number = /^\d+(\.\d+)?/.exec(rest);
    if (number) {
      tokens.push({ type: 'number', value: Number(number[0]) });
      index += number[0].length;
      continue;
    }
    const quote = rest[0];
    if (quote === "'" || quote === '"') {
      let value = '';
      let position = 1;
      while (position < rest.length && rest[position] !== quote) {
        if (rest[position] === '\\') position += 1;
        value += rest[position];
        position += 1;
      }
      if (position >= rest.length) throw new UnsupportedRuleError(`unterminated string: ${source}`);
      tokens.push({ type: 'string', value });
      index += position + 1;
      continue;
    }
    if (quote === '/' && operandExpected()) {
      const regex = /^\/((?:\\.|[^/\\])+)\/([a-z]*)/.exec(rest);
      if (!regex) throw new UnsupportedRuleError(`malformed regular expression: ${source}`);
      tokens.push({ type: 'regex', value: new RegExp(regex[1] ?? '', regex[2]) });
      index += regex[0].length;
      continue;
    }
    const punctuation = PUNCTUATION.find((candidate) => rest.startsWith(candidate));
    if (!punctuation) throw new UnsupportedRuleError(`unexpected '${rest[0]}' in: ${source}`);
    tokens.push({ type: 'punctuation', value: punctuation });
    index += punctuation.length;
  }
  return tokens;
}

/** Binary operators by precedence, loosest first. */
const BINARY_LEVELS = [
  ['||'],
  ['&&'],
  ['===', '!==', '==', '!='],
  ['<', '<=', '>', '>='],
  ['+', '-'],
  ['*', '/', '%'],
];

/** Parses one rule expression (precedence climbing). */
function parseRuleExpression(source: string): Expression {
  const tokens = tokenize(source);
  let position = 0;
  const peek = (): Token | undefined => tokens[position];
  const isPunctuation = (value: string): boolean => {
    const token = peek();
    return token?.type === 'punctuation' && token.value === value;
  };
  const expect = (value: string): void => {
    if (!isPunctuation(value)) throw new UnsupportedRuleError(`expected '${value}' in: ${source}`);
    position += 1;
  };

  function conditional(): Expression {
    const test = binary(0);
    if (!isPunctuation('?')) return test;
    position += 1;
    const then = conditional();
    expect(':');
    return { kind: 'conditional', test, then, otherwise: conditional() };
  }

  function binary(level: number): Expression {
    const operators = BINARY_LEVELS[level];
    if (!operators) return unary();
    let left = binary(level + 1);
    for (;;) {
      const token = peek();
      if (token?.type !== 'punctuation' || !operators.includes(token.value)) return left;
      position += 1;
      left = { kind: 'binary', operator: token.value, left, right: binary(level + 1) };
    }
  }

  function unary(): Expression {
    if (isPunctuation('!') || isPunctuation('-')) {
      const operator = (peek() as { value: '!' | '-' }).value;
      position += 1;
      return { kind: 'unary', operator, operand: unary() };
    }
    return postfix(primary());
  }

  function postfix(target: Expression): Expression {
    let current = target;
    while (isPunctuation('.')) {
      position += 1;
      const name = peek();
      if (name?.type !== 'name') throw new UnsupportedRuleError(`expected a name in: ${source}`);
      position += 1;
      if (isPunctuation('(')) {
        position += 1;
        const args: Expression[] = [];
        while (!isPunctuation(')')) {
          args.push(conditional());
          if (!isPunctuation(')')) expect(',');
        }
        position += 1;
        current = { kind: 'call', target: current, name: name.value, args };
      } else {
        current = { kind: 'member', target: current, name: name.value };
      }
    }
    return current;
  }

  function primary(): Expression {
    const token = peek();
    position += 1;
    if (!token) throw new UnsupportedRuleError(`unexpected end of: ${source}`);
    if (token.type === 'number' || token.type === 'string') {
      return { kind: 'literal', value: token.value };
    }
    if (token.type === 'regex') return { kind: 'regex', value: token.value };
    if (token.type === 'name') {
      if (token.value === 'true' || token.value === 'false') {
        return { kind: 'literal', value: token.value === 'true' };
      }
      if (token.value === 'null') return { kind: 'literal', value: null };
      return { kind: 'identifier', name: token.value };
    }
    if (token.value === '(') {
      const inner = conditional();
      expect(')');
      return inner;
    }
    if (token.value === '[') {
      const items: Expression[] = [];
      while (!isPunctuation(']')) {
        items.push(conditional());
        if (!isPunctuation(']')) expect(',');
      }
      position += 1;
      return { kind: 'array', items };
    }
    throw new UnsupportedRuleError(`unexpected '${token.value}' in: ${source}`);
  }

  const expression = conditional();
  if (position < tokens.length) throw new UnsupportedRuleError(`trailing tokens in: ${source}`);
  return expression;
}

// ── Snapshots and values ───────────────────────────────────────────────────────────────────────

function valueAt(tree: DatabaseValue, path: readonly string[]): DatabaseValue {
  let current: DatabaseValue = tree;
  for (const key of path) {
    if (current === null || typeof current !== 'object') return null;
    current = current[key] ?? null;
  }
  return current;
}

function splitPath(path: string): string[] {
  return path.split('/').filter((segment) => segment !== '');
}

/** `root`, `data`, `newData`: a read-only view of one location of a database tree. */
class RuleSnapshot {
  constructor(
    private readonly tree: DatabaseValue,
    readonly path: readonly string[],
  ) {}

  private get value(): DatabaseValue {
    return valueAt(this.tree, this.path);
  }

  call(name: string, args: RuleValue[]): RuleValue {
    const value = this.value;
    switch (name) {
      case 'child': {
        const [childPath] = args;
        if (typeof childPath !== 'string') throw new RuleFailure('child() takes a string');
        return new RuleSnapshot(this.tree, [...this.path, ...splitPath(childPath)]);
      }
      case 'parent':
        if (this.path.length === 0) throw new RuleFailure('the root has no parent');
        return new RuleSnapshot(this.tree, this.path.slice(0, -1));
      case 'val':
        return value;
      case 'exists':
        return value !== null;
      case 'hasChild': {
        const [childPath] = args;
        if (typeof childPath !== 'string') throw new RuleFailure('hasChild() takes a string');
        return valueAt(value, splitPath(childPath)) !== null;
      }
      case 'hasChildren': {
        if (value === null || typeof value !== 'object') return false;
        const [names] = args;
        if (names === undefined) return Object.keys(value).length > 0;
        if (!Array.isArray(names)) throw new RuleFailure('hasChildren() takes a list');
        return names.every((key) => typeof key === 'string' && (value[key] ?? null) !== null);
      }
      case 'isString':
        return typeof value === 'string';
      case 'isNumber':
        return typeof value === 'number';
      case 'isBoolean':
        return typeof value === 'boolean';
      default:
        throw new UnsupportedRuleError(`snapshot method ${name}() is not implemented`);
    }
  }
}

/** `auth`, `auth.token` and `query`: objects whose fields a rule reads with `.name`. */
class RuleRecord {
  constructor(readonly fields: Readonly<Record<string, RuleValue>>) {}
}

type RuleValue = DatabaseValue | RuleSnapshot | RuleRecord | RegExp | RuleValue[];

interface Scope {
  auth: RulesAuth | null;
  now: number;
  root: RuleSnapshot;
  data: RuleSnapshot;
  newData?: RuleSnapshot;
  query?: RulesQuery;
  variables: Readonly<Record<string, string>>;
}

const QUERY_FIELDS = [
  'orderByChild',
  'orderByKey',
  'orderByValue',
  'orderByPriority',
  'startAt',
  'startAfter',
  'endAt',
  'endBefore',
  'equalTo',
  'limitToFirst',
  'limitToLast',
] as const;

function identifier(name: string, scope: Scope): RuleValue {
  if (name.startsWith('$')) {
    const bound = scope.variables[name];
    if (bound === undefined) throw new UnsupportedRuleError(`${name} is not bound at this path`);
    return bound;
  }
  switch (name) {
    case 'auth':
      return scope.auth === null
        ? null
        : new RuleRecord({
            uid: scope.auth.uid,
            provider: scope.auth.provider ?? 'custom',
            token: new RuleRecord((scope.auth.token ?? {}) as Record<string, RuleValue>),
          });
    case 'now':
      return scope.now;
    case 'root':
      return scope.root;
    case 'data':
      return scope.data;
    case 'newData':
      if (!scope.newData) throw new UnsupportedRuleError('newData exists only in write rules');
      return scope.newData;
    case 'query': {
      if (!scope.query) throw new UnsupportedRuleError('query exists only in read rules');
      const query = scope.query;
      return new RuleRecord(
        Object.fromEntries(QUERY_FIELDS.map((field) => [field, query[field] ?? null])),
      );
    }
    default:
      throw new UnsupportedRuleError(`unknown variable ${name}`);
  }
}

function stringMethod(value: string, name: string, args: RuleValue[]): RuleValue {
  const [argument] = args;
  switch (name) {
    case 'matches':
      if (!(argument instanceof RegExp)) throw new RuleFailure('matches() takes a regex');
      return argument.test(value);
    case 'beginsWith':
    case 'endsWith':
    case 'contains': {
      if (typeof argument !== 'string') throw new RuleFailure(`${name}() takes a string`);
      if (name === 'beginsWith') return value.startsWith(argument);
      return name === 'endsWith' ? value.endsWith(argument) : value.includes(argument);
    }
    case 'toLowerCase':
      return value.toLowerCase();
    case 'toUpperCase':
      return value.toUpperCase();
    default:
      throw new UnsupportedRuleError(`string method ${name}() is not implemented`);
  }
}

function evaluate(expression: Expression, scope: Scope): RuleValue {
  switch (expression.kind) {
    case 'literal':
      return expression.value;
    case 'regex':
      return expression.value;
    case 'array':
      return expression.items.map((item) => evaluate(item, scope));
    case 'identifier':
      return identifier(expression.name, scope);
    case 'member': {
      const target = evaluate(expression.target, scope);
      if (typeof target === 'string' && expression.name === 'length') return target.length;
      if (target instanceof RuleRecord) {
        const field = target.fields[expression.name];
        if (field === undefined) throw new RuleFailure(`no field ${expression.name}`);
        return field;
      }
      if (target === null) throw new RuleFailure(`${expression.name} of null`);
      throw new UnsupportedRuleError(`property ${expression.name} is not implemented`);
    }
    case 'call': {
      const target = evaluate(expression.target, scope);
      const args = expression.args.map((argument) => evaluate(argument, scope));
      if (target instanceof RuleSnapshot) return target.call(expression.name, args);
      if (typeof target === 'string') return stringMethod(target, expression.name, args);
      throw new RuleFailure(`${expression.name}() called on ${String(target)}`);
    }
    case 'unary': {
      const operand = evaluate(expression.operand, scope);
      if (expression.operator === '!') {
        if (typeof operand !== 'boolean') throw new RuleFailure('! takes a boolean');
        return !operand;
      }
      if (typeof operand !== 'number') throw new RuleFailure('- takes a number');
      return -operand;
    }
    case 'conditional': {
      const test = evaluate(expression.test, scope);
      if (typeof test !== 'boolean') throw new RuleFailure('?: takes a boolean');
      return evaluate(test ? expression.then : expression.otherwise, scope);
    }
    case 'binary':
      return binaryOperation(expression, scope);
    default:
      return expression satisfies never;
  }
}

function binaryOperation(
  expression: Extract<Expression, { kind: 'binary' }>,
  scope: Scope,
): RuleValue {
  const { operator } = expression;
  if (operator === '&&' || operator === '||') {
    const left = evaluate(expression.left, scope);
    if (typeof left !== 'boolean') throw new RuleFailure(`${operator} takes booleans`);
    if (operator === '&&' ? !left : left) return left;
    const right = evaluate(expression.right, scope);
    if (typeof right !== 'boolean') throw new RuleFailure(`${operator} takes booleans`);
    return right;
  }
  const left = evaluate(expression.left, scope);
  const right = evaluate(expression.right, scope);
  // Equality compares anything (`auth != null`); the other operators take plain values.
  if (operator === '===' || operator === '==') return left === right;
  if (operator === '!==' || operator === '!=') return left !== right;
  const comparable = (value: RuleValue): value is string | number | boolean | null =>
    value === null || ['string', 'number', 'boolean'].includes(typeof value);
  if (!comparable(left) || !comparable(right)) {
    throw new RuleFailure(`${operator} compares values, not snapshots or lists`);
  }
  if (operator === '+' && (typeof left === 'string' || typeof right === 'string')) {
    return `${String(left)}${String(right)}`;
  }
  if (typeof left !== 'number' || typeof right !== 'number') {
    throw new RuleFailure(`${operator} takes numbers`);
  }
  switch (operator) {
    case '<':
      return left < right;
    case '<=':
      return left <= right;
    case '>':
      return left > right;
    case '>=':
      return left >= right;
    case '+':
      return left + right;
    case '-':
      return left - right;
    case '*':
      return left * right;
    case '/':
      return left / right;
    case '%':
      return left % right;
    default:
      throw new UnsupportedRuleError(`operator ${operator} is not implemented`);
  }
}

const VARIABLES = new Set(['auth', 'now', 'root', 'data', 'newData', 'query']);
const METHODS = new Set([
  ...['child', 'parent', 'val', 'exists', 'hasChild', 'hasChildren'],
  ...['isString', 'isNumber', 'isBoolean'],
  ...['matches', 'beginsWith', 'endsWith', 'contains', 'toLowerCase', 'toUpperCase'],
]);

/**
 * Refuses, before evaluating, a variable or method the evaluator does not implement, so that a
 * branch that short-circuits in one test cannot hide it.
 */
function checkSupported(expression: Expression, source: string): void {
  const unsupported = (what: string): never => {
    throw new UnsupportedRuleError(`${what} is not implemented, in: ${source}`);
  };
  switch (expression.kind) {
    case 'literal':
    case 'regex':
      return;
    case 'identifier':
      if (!expression.name.startsWith('$') && !VARIABLES.has(expression.name)) {
        unsupported(`variable ${expression.name}`);
      }
      return;
    case 'array':
      return expression.items.forEach((item) => checkSupported(item, source));
    case 'member':
      return checkSupported(expression.target, source);
    case 'call':
      if (!METHODS.has(expression.name)) unsupported(`method ${expression.name}()`);
      checkSupported(expression.target, source);
      return expression.args.forEach((argument) => checkSupported(argument, source));
    case 'unary':
      return checkSupported(expression.operand, source);
    case 'binary':
      checkSupported(expression.left, source);
      return checkSupported(expression.right, source);
    case 'conditional':
      checkSupported(expression.test, source);
      checkSupported(expression.then, source);
      return checkSupported(expression.otherwise, source);
    default:
      return expression satisfies never;
  }
}

/** A rule is true only when it evaluates to the boolean true; a failure makes it false. */
function holds(rule: RulesNode[string] | undefined, scope: Scope): boolean {
  if (rule === undefined) return false;
  if (typeof rule === 'boolean') return rule;
  if (typeof rule !== 'string')
    throw new UnsupportedRuleError(`a rule must be a string or boolean`);
  const expression = parseRuleExpression(rule);
  checkSupported(expression, rule);
  try {
    return evaluate(expression, scope) === true;
  } catch (error) {
    if (error instanceof RuleFailure) return false;
    throw error;
  }
}

// ── The rule tree ──────────────────────────────────────────────────────────────────────────────

function isRulesNode(value: RulesNode[string] | undefined): value is RulesNode {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The rule node for a child key: its named rule, else the `$wildcard` sibling (binding it). */
function childRules(
  node: RulesNode,
  key: string,
): { node: RulesNode; variable?: string } | undefined {
  const named = node[key];
  if (!key.startsWith('$') && !key.startsWith('.') && isRulesNode(named)) return { node: named };
  const wildcard = Object.keys(node).find((name) => name.startsWith('$'));
  if (wildcard === undefined) return undefined;
  const rules = node[wildcard];
  return isRulesNode(rules) ? { node: rules, variable: wildcard } : undefined;
}

/** A rule node with the location it applies to and the `$variables` bound on the way there. */
interface RuleLevel {
  node: RulesNode;
  path: string[];
  variables: Record<string, string>;
}

/** The level below `parent` for a child key, or undefined when no rule covers the child. */
function levelBelow(parent: RuleLevel, key: string): RuleLevel | undefined {
  const child = childRules(parent.node, key);
  if (!child) return undefined;
  return {
    node: child.node,
    path: [...parent.path, key],
    variables: child.variable ? { ...parent.variables, [child.variable]: key } : parent.variables,
  };
}

/** The rule levels from the root down to `path`, as far as rules go. */
function rulesAlong(rules: RulesNode, path: readonly string[]): RuleLevel[] {
  const levels: RuleLevel[] = [{ node: rules, path: [], variables: {} }];
  for (const key of path) {
    const parent = levels.at(-1);
    const child = parent && levelBelow(parent, key);
    if (!child) break;
    levels.push(child);
  }
  return levels;
}

function withServerValues(value: DatabaseValue, now: number): DatabaseValue {
  if (value === null || typeof value !== 'object') return value;
  if (value['.sv'] === 'timestamp') return now;
  const entries = Object.entries(value)
    .map(([key, child]) => [key, withServerValues(child, now)] as const)
    .filter(([, child]) => child !== null && !(typeof child === 'object' && isEmpty(child)));
  return Object.fromEntries(entries);
}

function isEmpty(value: { [key: string]: DatabaseValue }): boolean {
  return Object.keys(value).length === 0;
}

function setAt(tree: DatabaseValue, path: readonly string[], value: DatabaseValue): DatabaseValue {
  const [key, ...rest] = path;
  if (key === undefined) return value;
  const base = tree !== null && typeof tree === 'object' ? { ...tree } : {};
  const child = setAt(base[key] ?? null, rest, value);
  if (child === null || (typeof child === 'object' && isEmpty(child))) delete base[key];
  else base[key] = child;
  return isEmpty(base) ? null : base;
}

/** Options of a read: who reads, and with which query (a plain `get` of the location has none). */
export interface ReadOptions {
  auth: RulesAuth | null;
  query?: RulesQuery;
  now?: number;
}

/** Options of a write: who writes, and the server's clock (`now`). */
export interface WriteOptions {
  auth: RulesAuth | null;
  now: number;
}

/** The rules of `database.rules.json` applied to a database holding `data`. */
export interface RulesDatabase {
  /** May `auth` read `path` (with `query`)? */
  read(path: string, options: ReadOptions): RulesDecision;
  /** May `auth` `set(path, value)`? (`push` is a set at a new child key; `remove` sets null.) */
  set(path: string, value: DatabaseValue, options: WriteOptions): RulesDecision;
}

/** Builds the evaluator over a rules file (`{ "rules": … }`) and the current data. */
export function rulesDatabase(rulesFile: { rules: RulesNode }, data: DatabaseValue): RulesDatabase {
  const rules = rulesFile.rules;
  const root = new RuleSnapshot(data, []);
  return {
    read(path, { auth, query = {}, now = 0 }) {
      for (const level of rulesAlong(rules, splitPath(path))) {
        const scope: Scope = {
          auth,
          now,
          root,
          data: new RuleSnapshot(data, level.path),
          query,
          variables: level.variables,
        };
        if (holds(level.node['.read'], scope)) {
          return { allowed: true, reason: `.read at /${level.path.join('/')}` };
        }
      }
      return { allowed: false, reason: `no .read on the way to /${path} holds` };
    },
    set(path, value, { auth, now }) {
      const segments = splitPath(path);
      const newTree = setAt(data, segments, withServerValues(value, now));
      const scopeAt = (level: RuleLevel): Scope => ({
        auth,
        now,
        root,
        data: new RuleSnapshot(data, level.path),
        newData: new RuleSnapshot(newTree, level.path),
        variables: level.variables,
      });
      const levels = rulesAlong(rules, segments);
      const granted = levels.find((level) => holds(level.node['.write'], scopeAt(level)));
      if (!granted) return { allowed: false, reason: `no .write on the way to /${path} holds` };

      const failures: string[] = [];
      const validate = (level: RuleLevel): void => {
        if (valueAt(newTree, level.path) === null) return;
        if ('.validate' in level.node && !holds(level.node['.validate'], scopeAt(level))) {
          failures.push(`/${level.path.join('/')}`);
        }
      };
      const walk = (level: RuleLevel): void => {
        validate(level);
        const value = valueAt(newTree, level.path);
        if (value === null || typeof value !== 'object') return;
        for (const key of Object.keys(value)) {
          const child = levelBelow(level, key);
          if (child) walk(child);
        }
      };
      // The path down to the write location (the ancestors' new data changes too), and the
      // written subtree where it has rules.
      const written = levels.at(-1);
      const rulesReachWrite = written !== undefined && written.path.length === segments.length;
      (rulesReachWrite ? levels.slice(0, -1) : levels).forEach(validate);
      if (rulesReachWrite) walk(written);
      if (failures.length > 0) {
        return {
          allowed: false,
          reason: `.validate fails at ${[...new Set(failures)].join(', ')}`,
        };
      }
      return { allowed: true, reason: `.write at /${granted.path.join('/')}` };
    },
  };
}
