import { describe, expect, it } from "vitest";
import { DIA_MS, fimDoDia, hojeEmSaoPaulo, inicioDoDia } from "./dia";

describe("São Paulo days", () => {
  it("takes today's date in São Paulo, three hours behind UTC", () => {
    expect(hojeEmSaoPaulo(new Date("2026-03-10T12:00:00Z"))).toBe("2026-03-10");
    // 01:30 UTC on 1 January is still 31 December, 22:30, in São Paulo.
    expect(hojeEmSaoPaulo(new Date("2027-01-01T01:30:00Z"))).toBe("2026-12-31");
    expect(hojeEmSaoPaulo(new Date("2027-01-01T03:00:00Z"))).toBe("2027-01-01");
  });

  it("spans a day from 03:00 UTC to the millisecond before the next day starts", () => {
    expect(inicioDoDia("2026-03-20").toISOString()).toBe("2026-03-20T03:00:00.000Z");
    expect(fimDoDia("2026-03-20").toISOString()).toBe("2026-03-21T02:59:59.999Z");
    expect(fimDoDia("2026-03-20").getTime() + 1).toBe(inicioDoDia("2026-03-20").getTime() + DIA_MS);
  });
});
