/** The types of scratch-databases.mjs, for the TypeScript that imports it (the API tests, the bench). */

/** `url` with its database replaced by `database`. */
export declare function withDatabase(url: string, database: string): string;

/** Runs `statements` in turn on a connection of their own to `url`. */
export declare function adminQuery(url: string, ...statements: string[]): Promise<void>;

/** Drops the database `name` of the server at `url`, connections and all, and creates it again, empty. */
export declare function recreateDatabase(url: string, name: string): Promise<void>;
