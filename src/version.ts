// Replaced at build time from package.json; tests running the sources see the define from vitest.config.ts.
declare const __PEOPLE_VERSION__: string | undefined;

export const VERSION: string = typeof __PEOPLE_VERSION__ === "string" ? __PEOPLE_VERSION__ : "0.0.0-dev";
