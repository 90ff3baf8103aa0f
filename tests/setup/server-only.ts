// `server-only` throws outside a React Server bundle; under vitest the server modules run in plain Node,
// so the package resolves to this empty module (vitest.config.mts), in test files and in global setup.
export {};
