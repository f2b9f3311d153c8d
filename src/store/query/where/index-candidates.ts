import type { StoredResource } from '../../import-rules/resource-rules.js';
import { findById, type ReadContext } from '../../representations/read-context.js';
import type { ReadableResource, ReadOptions } from '../../representations/readable-resource.js';
import { variableValues } from './input-variables.js';
import { operands } from './operands.js';
import type { Predicate, PredicateValue } from './predicate.js';

/** What finding candidates through indexes reads: the resource, the Project, and the query's input variables. */
export interface Planning {
  readonly resource: ReadableResource;
  readonly context: ReadContext;
  readonly options: ReadOptions;
  readonly variables: URLSearchParams;
}

/** The strings a value stands for: a string literal, or each value of its input variable (other literals find no string field). */
function stringsOf(value: PredicateValue, variables: URLSearchParams): string[] {
  if (value.kind === 'string') return [value.value];
  return value.kind === 'variable' ? variableValues(variables, value.name) : [];
}

/** The lookup of a field's values through an index, or undefined where no index holds the field (for these read options). */
function indexOf(planning: Planning, path: string): ((value: string) => readonly StoredResource[] | undefined) | undefined {
  const { resource, context, options } = planning;
  if (path === 'id') {
    return (value) => {
      const found = findById(context.resources, resource.typeId, value);
      return found ? [found] : [];
    };
  }
  // Orders have no key: the store keeps them under their order number.
  if (path === 'key' && resource.typeId !== 'order') {
    return (value) => {
      const found = context.resources.get(resource.typeId, value);
      return found ? [found] : [];
    };
  }
  const finder = Object.hasOwn(resource.finders, path) ? resource.finders[path] : undefined;
  if (finder) return (value) => finder(context, value, options, path);
  // A finder for every name in its last place: `slug.*` finds by `slug.en` and `slug.de`.
  const name = path.slice(path.lastIndexOf('.') + 1);
  const any = `${path.slice(0, path.length - name.length)}*`;
  const anyName = name !== path && Object.hasOwn(resource.finders, any) ? resource.finders[any] : undefined;
  return anyName && ((value) => anyName(context, value, options, name));
}

/**
 * The candidates of an equality or `in` on one field, or undefined where no index holds it. The
 * fields indexes hold are strings: another literal finds nothing there.
 */
function ofValues(planning: Planning, path: string, values: readonly PredicateValue[]): Set<StoredResource> | undefined {
  const lookup = indexOf(planning, path);
  if (!lookup) return undefined;
  const found = new Set<StoredResource>();
  for (const value of values) {
    for (const text of stringsOf(value, planning.variables)) {
      const held = lookup(text);
      if (!held) return undefined;
      for (const stored of held) found.add(stored);
    }
  }
  return found;
}

function candidates(planning: Planning, predicate: Predicate, prefix: string): Set<StoredResource> | undefined {
  switch (predicate.kind) {
    case 'compare':
      return predicate.operator === '=' ? ofValues(planning, prefix + predicate.field, [predicate.value]) : undefined;
    case 'in':
      if (predicate.negated) return undefined;
      return ofValues(planning, prefix + predicate.field, Array.isArray(predicate.values) ? predicate.values : [predicate.values]);
    case 'nested':
      return candidates(planning, predicate.inner, `${prefix}${predicate.field}.`);
    case 'and': {
      // Any operand narrows the selection: the least of what the indexes find.
      let least: Set<StoredResource> | undefined;
      for (const operand of operands(predicate)) {
        const found = candidates(planning, operand, prefix);
        if (found && (!least || found.size < least.size)) least = found;
      }
      return least;
    }
    case 'or': {
      // Every operand must be decided by an index, else any resource may match.
      const union = new Set<StoredResource>();
      for (const operand of operands(predicate)) {
        const found = candidates(planning, operand, prefix);
        if (!found) return undefined;
        for (const stored of found) union.add(stored);
      }
      return union;
    }
  }
  // not, contains, is defined, is empty, within: no index decides them.
  return undefined;
}

/**
 * The resources a predicate can select at most, found through indexes (ids, keys, SKUs, order
 * numbers, emails, codes, slugs, inventory and standalone price SKUs), in creation order; or undefined when no index decides it and
 * every resource of the type must be evaluated. Candidates are a superset: the compiled
 * predicate still decides each one.
 *
 * @example
 * indexCandidates(parse('key in ("a", "b") and name(en = "A")'), planning); // [a, b]
 * indexCandidates(parse('name(en = "A")'), planning); // undefined
 */
export function indexCandidates(predicate: Predicate, planning: Planning): StoredResource[] | undefined {
  const found = candidates(planning, predicate, '');
  return found && [...found].sort((a, b) => a.serial - b.serial);
}
