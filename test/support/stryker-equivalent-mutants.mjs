// Mutants that are equivalent by construction, excluded once here with the reason rather than by a
// comment on every line they occur (stryker.config.mjs lists these ignorers). Each rule matches a
// shape of code, not a place, so new code of that shape is covered and other code is not.
import { PluginKind, declareValuePlugin } from '@stryker-mutator/api/plugin';

// The engine's indexes of waiting operations (`waiting`, `awaitingMaster`). Every reader takes the
// live operations alone (`isLive`: not gone, still holding its item), so taking an operation or a
// list out of them frees memory and changes nothing a test, a read or an event can see.
const WAITING_INDEXES = new Set(['waiting', 'awaitingMaster']);

/** Whether a member chain (`state.awaitingMaster.get(key)?.delete`) passes through a waiting index. */
function readsWaitingIndex(node) {
  for (let current = node; current; current = current.object ?? current.callee) {
    const property = current.property;
    if (property?.type === 'Identifier' && WAITING_INDEXES.has(property.name)) return true;
    if (current.type !== 'MemberExpression' && current.type !== 'OptionalMemberExpression' && current.type !== 'CallExpression' && current.type !== 'OptionalCallExpression') return false;
  }
  return false;
}

/** `<waiting index>….delete(…);` as a statement of its own, its value unused. */
function isCleanup(statement) {
  if (statement?.type === 'BlockStatement') return statement.body.length > 0 && statement.body.every(isCleanup);
  if (statement?.type !== 'ExpressionStatement') return false;
  const call = statement.expression;
  if (call.type !== 'CallExpression' && call.type !== 'OptionalCallExpression') return false;
  const callee = call.callee;
  const isDelete = (callee.type === 'MemberExpression' || callee.type === 'OptionalMemberExpression') && callee.property.type === 'Identifier' && callee.property.name === 'delete';
  return isDelete && readsWaitingIndex(callee.object);
}

/** A cleanup statement, or an `if` or `for…of` that does nothing but one. */
function isCleanupStatement(node) {
  if (isCleanup(node)) return true;
  if (node.type === 'IfStatement') return !node.alternate && isCleanup(node.consequent);
  if (node.type === 'ForOfStatement') return isCleanup(node.body);
  return false;
}

// `a === b || dequal(a, b) ? a : b` keeps one object of two equal values, so that equal data is
// stored once: whichever it keeps, and whether it keeps one or both, reads and comparisons
// (`dequal`) see the same data. Only memory differs, which bench row 14 measures.
const sameNode = (a, b) => a.type === b.type && (a.type === 'Identifier' ? a.name === b.name : a.type === 'MemberExpression' && sameNode(a.object, b.object) && sameNode(a.property, b.property));

/** The conditional keeps one of two equal operands: its test asks `x === y || dequal(x, y)`, its branches are x and y. */
function isSharedWhenEqual(node) {
  if (node.type !== 'ConditionalExpression' || node.test.type !== 'LogicalExpression' || node.test.operator !== '||') return false;
  const { left, right } = node.test;
  if (left.type !== 'BinaryExpression' || left.operator !== '===') return false;
  if (right.type !== 'CallExpression' || right.callee.type !== 'Identifier' || right.callee.name !== 'dequal' || right.arguments.length !== 2) return false;
  const operands = [left.left, left.right];
  const same = (pair) => (sameNode(pair[0], operands[0]) && sameNode(pair[1], operands[1])) || (sameNode(pair[0], operands[1]) && sameNode(pair[1], operands[0]));
  return same(right.arguments) && same([node.consequent, node.alternate]);
}

// The `where` evaluator's speed shortcuts (bench row 16): ways of answering that the general
// evaluation answers alike, and only faster. `oneLiteralTest` compares one literal with `===`
// where the set of literals would answer the same; `asLeafPath` reads nested fields as one path
// where compiling them one by one would; `reached === THROUGH_LIST` picks the field-by-field way
// only where the path reader cannot answer, so taking it always answers the same. Their tests
// compare both ways; a mutant that turns a shortcut off only slows the scan. The query's
// `pagesUnscanned` (resource-query.ts) decides whether a query with neither `where` nor `sort`
// pages its resources before building their representations: the way that builds them all
// answers alike, so the decision and the `if` that asks it are excluded; what the shortcut then
// shows is not (a wrong page there is a wrong answer). `showsAsMade` (given-ids.ts) decides that a
// read shows a representation itself where its resource was given no ids and no keys were made for
// it: swapping in none and leaving out none makes a copy equal to it, so the decision and its `if`
// go the same way (test/declarations/ reads both kinds of resource).
const SPEED_SHORTCUTS = new Set(['oneLiteralTest', 'asLeafPath', 'pagesUnscanned', 'showsAsMade']);
/** Shortcuts whose call is the test of an `if`: taking the general way instead answers alike. */
const SHORTCUT_DECISIONS = new Set(['pagesUnscanned', 'showsAsMade']);

/** Inside a shortcut function, the test that picks the field-by-field way, or the `if` that asks a shortcut's decision. */
function isSpeedShortcut(path) {
  const { node } = path;
  if (node.type === 'BinaryExpression' && node.right?.type === 'Identifier' && node.right.name === 'THROUGH_LIST') return true;
  if (node.type === 'CallExpression' && node.callee.type === 'Identifier' && SHORTCUT_DECISIONS.has(node.callee.name) && path.parent?.type === 'IfStatement' && path.parent.test === node) return true;
  return Boolean(path.findParent?.((parent) => parent.node.type === 'FunctionDeclaration' && SPEED_SHORTCUTS.has(parent.node.id?.name)));
}

// A memo of what a pure build answers (`if (!built.has(key)) built.set(key, build())`, the
// expansion's resolver of referenced resources): building again where the memo holds the answer
// gives an equal value, so a mutant that always builds only builds more often. The memo's own test
// alone is excluded; what it builds and keeps is not.
/** The test `!<map>.has(<key>)` of an `if` whose block sets the same key of the same map, and that `return <map>.get(<key>)` follows. */
function isMemoTest(path) {
  const { node, parent } = path;
  if (parent?.type !== 'IfStatement' || parent.test !== node || parent.alternate) return false;
  const block = path.parentPath.parent;
  const next = block?.type === 'BlockStatement' ? block.body[block.body.indexOf(parent) + 1] : undefined;
  const read = next?.type === 'ReturnStatement' ? next.argument : undefined;
  const readsMemo = (map, key) =>
    read?.type === 'CallExpression' && read.callee.type === 'MemberExpression' && read.callee.property.type === 'Identifier' && read.callee.property.name === 'get' && sameNode(read.callee.object, map) && read.arguments[0] !== undefined && sameNode(read.arguments[0], key);
  if (node.type !== 'UnaryExpression' || node.operator !== '!') return false;
  const has = node.argument;
  if (has.type !== 'CallExpression' || has.callee.type !== 'MemberExpression' || has.callee.property.type !== 'Identifier' || has.callee.property.name !== 'has' || has.arguments.length !== 1) return false;
  const map = has.callee.object;
  const [key] = has.arguments;
  if (!readsMemo(map, key)) return false;
  const statements = parent.consequent.type === 'BlockStatement' ? parent.consequent.body : [parent.consequent];
  return statements.some((statement) => {
    const call = statement.type === 'ExpressionStatement' ? statement.expression : undefined;
    return call?.type === 'CallExpression' && call.callee.type === 'MemberExpression' && call.callee.property.type === 'Identifier' && call.callee.property.name === 'set' && sameNode(call.callee.object, map) && call.arguments[0] !== undefined && sameNode(call.arguments[0], key);
  });
}

// A `where` finder's fallback to evaluating every resource where a value changed hands (a forced
// import: the index names one of several resources showing it), `x.unique.handedOver(…)` as the
// test of an `if` or a conditional that then answers undefined. A finder only narrows the
// candidates the predicate decides; evaluating every resource answers alike
// (test/resources/query-consistency.test.ts compares both), so taking the fallback always only
// slows the query. Both of the test's mutants go: the one that never falls back is no longer
// counted, though the forced-import tests kill it.
// The same for a finder whose index serves some reads alone (product slugs: the index holds
// staged slugs), `options.x ? undefined : heldBy(…)` or `options.x ? stagedSlugHolder(…) : undefined`.
const FINDER_LOOKUPS = new Set(['heldBy', 'stagedSlugHolder']);

/** The test `….handedOver(…)` of an `if` or a conditional, or of a conditional between undefined and a finder's lookup. */
function isFinderFallback(path) {
  const { node, parent } = path;
  if ((parent?.type !== 'IfStatement' && parent?.type !== 'ConditionalExpression') || parent.test !== node) return false;
  if (node.type === 'CallExpression' && node.callee.type === 'MemberExpression' && node.callee.property.type === 'Identifier' && node.callee.property.name === 'handedOver') return true;
  if (parent.type !== 'ConditionalExpression') return false;
  const isUndefined = (branch) => branch.type === 'Identifier' && branch.name === 'undefined';
  const isLookup = (branch) => branch.type === 'CallExpression' && branch.callee.type === 'Identifier' && FINDER_LOOKUPS.has(branch.callee.name);
  return (isUndefined(parent.consequent) && isLookup(parent.alternate)) || (isLookup(parent.consequent) && isUndefined(parent.alternate));
}

// `a === value[field] ? value : { ...value, [field]: a }` (or with `obj` and `value['obj']`): the
// value itself where its copy with the field set would equal it (the expansion keeps unchanged
// parts shared). A mutant that always copies makes an equal value; only memory differs.
/** The conditional answers its value where its copy with one field set to a compared operand would be no different. */
function isKeptWhenUnchanged(node) {
  if (node.type !== 'ConditionalExpression' || node.test.type !== 'BinaryExpression' || node.test.operator !== '===') return false;
  const { consequent, alternate } = node;
  if (consequent.type !== 'Identifier' || alternate.type !== 'ObjectExpression' || alternate.properties.length !== 2) return false;
  const [spread, field] = alternate.properties;
  if (spread.type !== 'SpreadElement' || !sameNode(spread.argument, consequent) || field.type !== 'ObjectProperty') return false;
  // The key the copy sets, as the member read of the same field names it: `obj` and value['obj'], or [key] and value[key].
  const sameKey = (member) =>
    field.computed ? member.computed && sameNode(member.property, field.key) : field.key.type === 'Identifier' && member.property.type === 'StringLiteral' && member.property.value === field.key.name;
  const holds = (operand) => operand.type === 'MemberExpression' && sameNode(operand.object, consequent) && sameKey(operand);
  const { left, right } = node.test;
  return (sameNode(field.value, left) && holds(right)) || (sameNode(field.value, right) && holds(left));
}

export const strykerPlugins = [
  declareValuePlugin(PluginKind.Ignore, 'kept-when-unchanged', {
    shouldIgnore(path) {
      return isKeptWhenUnchanged(path.node) ? 'Keeps a value itself where its copy would equal it: only memory differs, never the data read.' : undefined;
    },
  }),
  declareValuePlugin(PluginKind.Ignore, 'finder-fallback', {
    shouldIgnore(path) {
      return isFinderFallback(path) ? "A where finder's fallback to every resource: evaluating them all answers alike, only slower." : undefined;
    },
  }),
  declareValuePlugin(PluginKind.Ignore, 'memo-test', {
    shouldIgnore(path) {
      return isMemoTest(path) ? "A memo's test: building again gives an equal value, so a mutant only builds more often." : undefined;
    },
  }),
  declareValuePlugin(PluginKind.Ignore, 'waiting-index-cleanup', {
    shouldIgnore(path) {
      return isCleanupStatement(path.node)
        ? 'Frees memory only: every reader of the waiting indexes skips an operation that no longer waits (isLive).'
        : undefined;
    },
  }),
  declareValuePlugin(PluginKind.Ignore, 'speed-shortcut', {
    shouldIgnore(path) {
      return isSpeedShortcut(path) ? 'A speed shortcut of the where evaluator, the query or a read: the general way answers alike, only slower.' : undefined;
    },
  }),
  declareValuePlugin(PluginKind.Ignore, 'shared-when-equal', {
    shouldIgnore(path) {
      return isSharedWhenEqual(path.node) ? 'Keeps one object of two equal values: only memory differs, never the data read.' : undefined;
    },
  }),
];
