import { vi } from "vitest";

// `server-only` throws outside a React Server bundle; under vitest the server modules run in plain Node.
vi.mock("server-only", () => ({}));
