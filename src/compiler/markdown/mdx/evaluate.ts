import type { Expression, Node, Pattern, Program, SpreadElement, TemplateLiteral } from 'estree';

// MDX expressions are JavaScript; the pipeline runs none. What a docs page writes in braces is mostly
// data: a literal, a template string, a sum, an exported constant, a frontmatter field. Those are
// evaluated here, over a whitelist of node types; anything else (calls, functions, JSX, `this`...) is
// "not static" and left to the caller to report.

/** What a known function returns for arguments it cannot stand for statically. */
export const NOT_STATIC = Symbol('not static');

/** What a name in an expression stands for: a value, or a function the pipeline knows (useBaseUrl). */
export type ScopeValue = { value: unknown } | { call: (args: unknown[]) => unknown };
export type Scope = ReadonlyMap<string, ScopeValue>;

/** The result of a static evaluation: the value, or the first node that is not static. */
export type Evaluated = { ok: true; value: unknown } | { ok: false; node: Node };

class NotStatic extends Error {
  constructor(readonly node: Node) {
    super('not static');
  }
}

/** Evaluates the single expression of an MDX expression's program (`{1 + 2}`); an empty program is undefined. */
export function evaluateProgram(program: Program, scope: Scope): Evaluated {
  const statement = program.body[0];
  if (!statement) return { ok: true, value: undefined };
  if (program.body.length > 1 || statement.type !== 'ExpressionStatement') return { ok: false, node: statement };
  return evaluateExpression(statement.expression, scope);
}

/** Evaluates one expression over `scope`; never runs code. */
export function evaluateExpression(expression: Expression | SpreadElement, scope: Scope): Evaluated {
  try {
    return { ok: true, value: evaluate(expression, scope) };
  } catch (error) {
    if (error instanceof NotStatic) return { ok: false, node: error.node };
    throw error;
  }
}

const own = (object: unknown, key: PropertyKey): boolean => typeof object === 'object' && object !== null && Object.hasOwn(object, key);

function evaluate(node: Node, scope: Scope): unknown {
  switch (node.type) {
    case 'Literal': {
      if ('regex' in node || 'bigint' in node) throw new NotStatic(node);
      return node.value;
    }
    case 'TemplateLiteral':
      return template(node, scope);
    case 'Identifier': {
      if (node.name === 'undefined') return undefined;
      const bound = scope.get(node.name);
      if (!bound || !('value' in bound)) throw new NotStatic(node);
      return bound.value;
    }
    case 'MemberExpression': {
      if (node.object.type === 'Super') throw new NotStatic(node);
      const object = evaluate(node.object, scope);
      const key = node.computed ? evaluate(node.property, scope) : node.property.type === 'Identifier' ? node.property.name : undefined;
      if (typeof key !== 'string' && typeof key !== 'number') throw new NotStatic(node.property);
      if (object === undefined || object === null) {
        if (node.optional) return undefined;
        throw new NotStatic(node);
      }
      if (key === 'length' && (typeof object === 'string' || Array.isArray(object))) return object.length;
      // own data only: nothing reaches a prototype (constructor, __proto__) or a getter's code
      return own(object, key) ? (object as Record<string | number, unknown>)[key] : undefined;
    }
    case 'ChainExpression':
      return evaluate(node.expression, scope);
    case 'UnaryExpression': {
      const value = evaluate(node.argument, scope);
      if (node.operator === '!') return !value;
      if (node.operator === '-') return -(value as number);
      if (node.operator === '+') return +(value as number);
      if (node.operator === 'typeof') return typeof value;
      throw new NotStatic(node);
    }
    case 'BinaryExpression': {
      if (node.left.type === 'PrivateIdentifier') throw new NotStatic(node);
      return binary(node.operator, evaluate(node.left, scope), evaluate(node.right, scope), node);
    }
    case 'LogicalExpression': {
      const left = evaluate(node.left, scope);
      if (node.operator === '&&') return left ? evaluate(node.right, scope) : left;
      if (node.operator === '||') return left ? left : evaluate(node.right, scope);
      return left ?? evaluate(node.right, scope);
    }
    case 'ConditionalExpression':
      return evaluate(node.test, scope) ? evaluate(node.consequent, scope) : evaluate(node.alternate, scope);
    case 'ArrayExpression':
      return node.elements.flatMap((element) => {
        if (element === null) return [undefined];
        if (element.type === 'SpreadElement') return spreadArray(evaluate(element.argument, scope), element);
        return [evaluate(element, scope)];
      });
    case 'ObjectExpression': {
      const object: Record<string, unknown> = {};
      for (const property of node.properties) {
        if (property.type === 'SpreadElement') {
          const spread = evaluate(property.argument, scope);
          if (typeof spread !== 'object' || spread === null) throw new NotStatic(property);
          Object.assign(object, spread);
          continue;
        }
        if (property.kind !== 'init' || property.method) throw new NotStatic(property);
        const key = property.computed
          ? evaluate(property.key, scope)
          : property.key.type === 'Identifier'
            ? property.key.name
            : evaluate(property.key, scope);
        if (typeof key !== 'string' && typeof key !== 'number') throw new NotStatic(property.key);
        // defineProperty: a `__proto__` key stays a plain key, as JSON would have it
        Object.defineProperty(object, key, { value: evaluate(property.value as Pattern, scope), enumerable: true, writable: true });
      }
      return object;
    }
    case 'CallExpression': {
      // only the functions the pipeline knows (useBaseUrl), with static arguments
      if (node.callee.type !== 'Identifier' || node.optional) throw new NotStatic(node);
      const bound = scope.get(node.callee.name);
      if (!bound || !('call' in bound)) throw new NotStatic(node);
      const args = node.arguments.map((argument) => {
        if (argument.type === 'SpreadElement') throw new NotStatic(argument);
        return evaluate(argument, scope);
      });
      const result = bound.call(args);
      if (result === NOT_STATIC) throw new NotStatic(node);
      return result;
    }
    default:
      throw new NotStatic(node);
  }
}

function template(node: TemplateLiteral, scope: Scope): string {
  let text = '';
  node.quasis.forEach((quasi, i) => {
    text += quasi.value.cooked ?? quasi.value.raw;
    const expression = node.expressions[i];
    if (expression) text += String(evaluate(expression, scope));
  });
  return text;
}

function spreadArray(value: unknown, node: Node): unknown[] {
  if (Array.isArray(value)) return value;
  if (typeof value === 'string') return [...value];
  throw new NotStatic(node);
}

function binary(operator: string, left: unknown, right: unknown, node: Node): unknown {
  // arithmetic and comparison of plain data; `in` and `instanceof` would look at prototypes
  const l = left as number;
  const r = right as number;
  switch (operator) {
    case '+':
      return l + r;
    case '-':
      return l - r;
    case '*':
      return l * r;
    case '/':
      return l / r;
    case '%':
      return l % r;
    case '**':
      return l ** r;
    case '==':
      // biome-ignore lint/suspicious/noDoubleEquals: the author's own operator
      return left == right;
    case '!=':
      // biome-ignore lint/suspicious/noDoubleEquals: the author's own operator
      return left != right;
    case '===':
      return left === right;
    case '!==':
      return left !== right;
    case '<':
      return l < r;
    case '<=':
      return l <= r;
    case '>':
      return l > r;
    case '>=':
      return l >= r;
    default:
      throw new NotStatic(node);
  }
}
