// A local ESLint rule: no import cycle among the project's files, type-only imports included.
//
// Why not import-x/no-cycle: it skips `import type`, and the cycles this project has had are
// type-level ones (a module naming the type of the one that composes it), which still tie the
// two files together. It also walks the graph again from every import of every file; here the
// graph is read once per lint process (TypeScript's import scanner, no full parse) and split into
// strongly connected components once, so the rule costs well under a second on the whole tree.
//
// Every specifier counts: import and export declarations, `import type`, `import()` and
// `typeof import()`. Only relative specifiers are followed (the project has no path aliases);
// packages are never part of a cycle of ours.
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

const CANDIDATES = ['', '.ts', '.tsx', '.js', '.mjs', '/index.ts', '/index.tsx', '/index.js'];

/** The project file a relative specifier names, or null (a package, or nothing on disk). */
export function resolveSpecifier(fromFile, specifier, exists = isFile) {
  if (!specifier.startsWith('./') && !specifier.startsWith('../')) return null;
  const base = path.resolve(path.dirname(fromFile), specifier);
  for (const suffix of CANDIDATES) if (exists(base + suffix)) return base + suffix;
  return null;
}

function isFile(file) {
  try {
    return fs.statSync(file).isFile();
  } catch {
    return false;
  }
}

/** Every specifier a file's text imports from, in order (duplicates kept). */
export function specifiersOf(text) {
  return ts.preProcessFile(text, true, true).importedFiles.map((ref) => ref.fileName);
}

/**
 * Tarjan's algorithm, kept across calls: `componentOf(file)` visits what the file reaches that no
 * earlier call visited, and every component it closes is final. `edges(file)` lists a file's
 * project imports. Returns a function from a file to the set of files of its cycle (null when the
 * file is on none).
 */
export function cycleFinder(edges) {
  const index = new Map();
  const low = new Map();
  const component = new Map();
  const stack = [];
  let next = 0;

  // Iterative, so a long chain of imports cannot overflow the call stack.
  function visit(root) {
    const frames = [{ file: root, targets: edges(root), at: 0 }];
    open(root);
    while (frames.length > 0) {
      const frame = frames[frames.length - 1];
      if (frame.at < frame.targets.length) {
        const target = frame.targets[frame.at++];
        if (!index.has(target)) {
          open(target);
          frames.push({ file: target, targets: edges(target), at: 0 });
        } else if (!component.has(target)) {
          low.set(frame.file, Math.min(low.get(frame.file), index.get(target)));
        }
        continue;
      }
      frames.pop();
      const parent = frames[frames.length - 1];
      if (parent) low.set(parent.file, Math.min(low.get(parent.file), low.get(frame.file)));
      if (low.get(frame.file) === index.get(frame.file)) close(frame.file);
    }
  }

  function open(file) {
    index.set(file, next);
    low.set(file, next);
    next += 1;
    stack.push(file);
  }

  function close(root) {
    const members = new Set();
    let file;
    do {
      file = stack.pop();
      members.add(file);
    } while (file !== root);
    // A file alone is on a cycle only when it imports itself.
    const cyclic = members.size > 1 || edges(root).includes(root);
    for (const member of members) component.set(member, cyclic ? members : null);
  }

  return (file) => {
    if (!index.has(file)) visit(file);
    return component.get(file);
  };
}

/** The shortest path of imports from `from` back to `to` inside one cycle, for the message. */
export function pathWithin(members, edges, from, to) {
  const cameFrom = new Map([[from, null]]);
  const queue = [from];
  while (queue.length > 0) {
    const file = queue.shift();
    if (file === to) break;
    for (const target of edges(file)) {
      if (!members.has(target) || cameFrom.has(target)) continue;
      cameFrom.set(target, file);
      queue.push(target);
    }
  }
  const route = [];
  for (let file = to; file !== null && file !== undefined; file = cameFrom.get(file)) route.unshift(file);
  return route;
}

function projectImports(file, text) {
  return [...new Set(specifiersOf(text).map((specifier) => resolveSpecifier(file, specifier)))].filter((target) => target !== null);
}

// One graph per lint process: files do not change while the command line runs over them. A
// long-lived ESLint (an editor's) starts the graph afresh when the file it lints imports other
// files than the graph knows; changes to files it is not linting are read at that point.
let importsOf = new Map();
function edges(file) {
  let targets = importsOf.get(file);
  if (!targets) {
    targets = projectImports(file, fs.readFileSync(file, 'utf8'));
    importsOf.set(file, targets);
  }
  return targets;
}
let cycleOf = cycleFinder(edges);

/** Puts the linted text's imports in the graph (its text may not be on disk yet). */
function withImportsOf(file, text) {
  const current = projectImports(file, text);
  const known = importsOf.get(file);
  if (known && known.join('\n') !== current.join('\n')) {
    importsOf = new Map();
    cycleOf = cycleFinder(edges);
  }
  importsOf.set(file, current);
}

/** @type {import('eslint').Rule.RuleModule} */
export const importCycle = {
  meta: {
    type: 'problem',
    docs: { description: 'Forbids import cycles between project files, type-only imports included.' },
    messages: { cycle: 'Import cycle: {{route}}' },
    schema: [],
  },
  create(context) {
    const file = context.physicalFilename;
    if (!path.isAbsolute(file)) return {};
    withImportsOf(file, context.sourceCode.text);
    const members = cycleOf(file);
    if (!members) return {};
    const root = context.cwd;
    const check = (source) => {
      if (!source || source.type !== 'Literal' || typeof source.value !== 'string') return;
      const target = resolveSpecifier(file, source.value);
      if (!target || !members.has(target)) return;
      const route = [file, ...pathWithin(members, edges, target, file)].map((member) => path.relative(root, member));
      context.report({ node: source, messageId: 'cycle', data: { route: route.join(' -> ') } });
    };
    return {
      ImportDeclaration: (node) => check(node.source),
      ExportNamedDeclaration: (node) => check(node.source),
      ExportAllDeclaration: (node) => check(node.source),
      ImportExpression: (node) => check(node.source),
      TSImportType: (node) => check(node.source),
    };
  },
};
