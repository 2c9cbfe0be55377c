/** The types of build.mjs, for the TypeScript that imports it (the bench, the API tests). */

/** Where the build writes the API: apps/api/dist. */
export declare const API_DIST: string;

/** Node's arguments to run one of the built entries, of apps/api/dist or of `outdir`. */
export declare function builtEntry(
  entry: 'main' | 'import-catalogue' | 'create-supplier' | 'create-operator',
  outdir?: string,
): string[];

/** Builds apps/api/dist (or `outdir`), each entry a `builtEntry`. */
export declare function buildApi(outdir?: string): Promise<void>;
