import { cruise, type IModule } from 'dependency-cruiser';
import { describe, expect, it } from 'vitest';

// The import graph of src/ (tests left out: a test may import what it checks from anywhere) has no
// circle, neither between modules nor between folders, so that the folder tree says where a rule
// lives and which way dependencies point. Type-only imports count: they tie folders together too.

const { output } = await cruise(['src'], {
  tsPreCompilationDeps: true,
  tsConfig: { fileName: 'tsconfig.json' },
  exclude: { path: ['node_modules', '\\.test\\.ts$', '\\.test-d\\.ts$'] },
  doNotFollow: { path: 'node_modules' },
  validate: true,
  ruleSet: { forbidden: [{ name: 'no-circular', severity: 'error', from: {}, to: { circular: true } }] },
});
if (typeof output === 'string') throw new TypeError('dependency-cruiser answered text instead of its result object');
const modules: readonly IModule[] = output.modules.filter((module) => module.source.startsWith('src/'));

/** A module's folder: `src/store/project/x.ts` is in `src/store`, `src/index.ts` in `src`. */
const folderOf = (path: string) => path.split('/').slice(0, Math.min(2, path.split('/').length - 1)).join('/');

/** The circles of a directed graph, each as the path that closes it (a → b → a). */
function circles(graph: ReadonlyMap<string, ReadonlySet<string>>): string[][] {
  const found: string[][] = [];
  const state = new Map<string, 'open' | 'done'>();
  const path: string[] = [];
  const visit = (node: string) => {
    state.set(node, 'open');
    path.push(node);
    for (const next of graph.get(node) ?? []) {
      if (state.get(next) === 'open') found.push([...path.slice(path.indexOf(next)), next]);
      else if (!state.has(next)) visit(next);
    }
    path.pop();
    state.set(node, 'done');
  };
  for (const node of graph.keys()) if (!state.has(node)) visit(node);
  return found;
}

describe('the import graph of src/', () => {
  it('is there to check', () => {
    expect(modules.length).toBeGreaterThan(100);
  });

  it('has no circle between modules', () => {
    expect(output.summary.violations.map((violation) => `${violation.from} → ${violation.to}`)).toEqual([]);
  });

  it('has no circle between folders', () => {
    const graph = new Map<string, Set<string>>();
    for (const module of modules) {
      const from = folderOf(module.source);
      for (const dependency of module.dependencies) {
        if (!dependency.resolved.startsWith('src/')) continue;
        const to = folderOf(dependency.resolved);
        if (to !== from) graph.set(from, (graph.get(from) ?? new Set()).add(to));
      }
    }
    expect(graph.size).toBeGreaterThan(5);
    expect(circles(graph).map((circle) => circle.join(' → '))).toEqual([]);
  });
});

describe('circles', () => {
  it('finds a circle of three and none in a tree', () => {
    const graph = (edges: Record<string, string[]>) => new Map(Object.entries(edges).map(([from, to]) => [from, new Set(to)]));
    expect(circles(graph({ a: ['b'], b: ['c'], c: ['a'] }))).toEqual([['a', 'b', 'c', 'a']]);
    expect(circles(graph({ a: ['b', 'c'], b: ['c'], c: [] }))).toEqual([]);
  });
});
