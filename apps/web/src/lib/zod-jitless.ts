/**
 * zod compiles its object parsers with `new Function` where it may, and finds out by trying once, when the first
 * object schema is built. The content security policy forbids eval, so that try is blocked and reported (Chrome lists
 * it as an issue of the page, a policy report endpoint would receive it). `jitless` skips the try. zod reads its config
 * from this global, which every copy of zod shares; setting it here, first, costs no zod code on the pages that have
 * none: main.tsx and the answer worker import this module before any other.
 */
type ZodGlobalConfig = { jitless?: boolean };

const zodHost = globalThis as { __zod_globalConfig?: ZodGlobalConfig };
(zodHost.__zod_globalConfig ??= {}).jitless = true;
