import { beforeEach, describe, expect, it, vi } from "vitest";
import { pedidoDeCelular } from "./celular";

let cabecalhos = new Headers();
vi.mock("next/headers", () => ({ headers: async () => cabecalhos }));

const ANDROID =
  "Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Mobile Safari/537.36";
const IPHONE =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1";
const COMPUTADOR =
  "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Safari/537.36";
const IPAD =
  "Mozilla/5.0 (iPad; CPU OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1";

beforeEach(() => {
  cabecalhos = new Headers();
});

describe("pedidoDeCelular", () => {
  it("takes a phone's user agent for a phone, and a computer's or a tablet's for a wide screen", async () => {
    for (const [agente, celular] of [
      [ANDROID, true],
      [IPHONE, true],
      [COMPUTADOR, false],
      [IPAD, false],
    ] as const) {
      cabecalhos = new Headers({ "user-agent": agente });
      expect(await pedidoDeCelular()).toBe(celular);
    }
  });

  it("believes the browser's client hint over its user agent, and guesses a computer with neither", async () => {
    cabecalhos = new Headers({ "user-agent": COMPUTADOR, "sec-ch-ua-mobile": "?1" });
    expect(await pedidoDeCelular()).toBe(true);
    cabecalhos = new Headers({ "user-agent": ANDROID, "sec-ch-ua-mobile": "?0" });
    expect(await pedidoDeCelular()).toBe(false);
    cabecalhos = new Headers();
    expect(await pedidoDeCelular()).toBe(false);
  });
});
