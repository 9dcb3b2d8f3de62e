// Types of scripts/e2e-shards.mjs (plain JavaScript: bootstrap.mjs runs it before TypeScript tooling).
export interface Shard {
  seconds: number;
  files: string[];
}
export declare const DURATIONS: string;
export declare const UNKNOWN_SECONDS: number;
export declare const specFiles: (dir?: string) => string[];
export declare const assignShards: (
  files: string[],
  durations: Record<string, number>,
  count: number,
) => Shard[];
export declare const fileFilter: (file: string) => string;
export declare const readDurations: () => Record<string, number>;
export declare const durationsFromReports: (reports: unknown[]) => Record<string, number>;
