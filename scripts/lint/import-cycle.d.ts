// Types of import-cycle.js, which stays JavaScript so that eslint.config.js loads it on Node 20
// without a TypeScript loader.
import type { Rule } from 'eslint';

export function resolveSpecifier(fromFile: string, specifier: string, exists?: (file: string) => boolean): string | null;
export function specifiersOf(text: string): string[];
export function cycleFinder(edges: (file: string) => string[]): (file: string) => Set<string> | null;
export function pathWithin(members: Set<string>, edges: (file: string) => string[], from: string, to: string): string[];
export const importCycle: Rule.RuleModule;
