/** The types of build.mjs, for the TypeScript that imports it (the bench). */

/** Where the build writes the API: apps/api/dist. */
export declare const API_DIST: string;

/** Node's arguments to run one of the built entries. */
export declare function builtEntry(
  entry: 'main' | 'import-catalogue' | 'create-supplier' | 'create-operator',
): string[];

/** Builds apps/api/dist, each entry a `builtEntry`. */
export declare function buildApi(): Promise<void>;
