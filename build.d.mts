// Types of build.mjs for the TypeScript files that import it (fixtures/host/dev.ts).
import type { BuildOptions, Metafile } from "esbuild";

export declare const distDir: string;
export declare const BUDGETS: { css: number };
export interface RouteBudget {
  bytes: number;
  scripts: number;
}
export declare const ROUTE_BUDGETS: Record<"home" | "PageSearch" | "product" | "other", RouteBudget>;
export declare function routeBudget(name: string): RouteBudget;
export declare function brokenRow(row: { name: string; bytes: number; scripts: number }): string | null;
export interface ModuleGraph {
  /** Module → the pages that load it at mount: a route's name, or the route and a media query. */
  contexts: Map<string, Set<string>>;
  /** Module → the lazily loaded modules that reach it. */
  entries: Map<string, Set<string>>;
  /** Module → the grouped modules it imports statically. */
  imports: Map<string, string[]>;
  /** Module → its share of its output's gzip size. */
  bytes: Map<string, number>;
  /** What every page loads: the entry and the shared chunk. */
  shellBytes: number;
}
export interface RoutePlan {
  /** The route's other scripts: the entry, the shared chunk, its lazily loaded modules. */
  base: number;
  scripts: number;
  bytes: number;
  /** Takes no code it does not use. */
  strict: boolean;
}
export interface ChunkGroup {
  pages: Set<string>;
  modules: string[];
  entries: Set<string>;
}
export declare function groupChunks(graph: ModuleGraph, routes: Map<string, RoutePlan>): ChunkGroup[];
export declare function planChunks(): Promise<number>;
export declare const bundleOptions: BuildOptions;
export interface BuildReport {
  outputs: Metafile["outputs"];
  /** Every output, the stylesheet included (paths relative to the project). */
  files: string[];
  entry: string;
  entryClosure: Set<string>;
  routes: Record<string, string[]>;
  css: string | null;
}
export declare function writeStylesheet(): Promise<string | null>;
export declare function writeManifest(metafile: Metafile, stylesheet: string | null): BuildReport;
export declare function reportSizes(report: BuildReport): string[];
