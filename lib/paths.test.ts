import { describe, expect, it } from "vitest";
import { parseId } from "@/lib/paths";

describe("parseId", () => {
  it("reads a positive integer id and nothing else", () => {
    expect(parseId("12")).toBe(12);
    expect(parseId(undefined)).toBeNull();
    expect(parseId(null)).toBeNull();
    expect(parseId(["1", "2"])).toBeNull();
    expect(parseId("0")).toBeNull();
    expect(parseId("-3")).toBeNull();
    expect(parseId("1.5")).toBeNull();
    expect(parseId("abc")).toBeNull();
    expect(parseId("")).toBeNull();
    expect(parseId("9007199254740993")).toBeNull();
  });
});
