import { describe, expect, it } from "vitest";
import { centerForHost, readPageConfig } from "./config.ts";

const win = (cfg: unknown) => ({ __VOLUNTEERLY_CONFIG__: cfg }) as unknown as Window;

describe("page configuration", () => {
  it("resolves the center from the host map, then the default center", () => {
    const config = readPageConfig(win({ hostCenters: { "rijnstad.localhost": "3" }, defaultCenter: "2" }));
    expect(centerForHost(config, "rijnstad.localhost:3000")).toBe("3");
    expect(centerForHost(config, "RIJNSTAD.localhost")).toBe("3");
    expect(centerForHost(config, "elsewhere.example")).toBe("2");
  });
  it("finds no tenant without a map entry or default", () => {
    expect(centerForHost(readPageConfig(win({ hostCenters: {} })), "x.localhost")).toBeUndefined();
  });
  it("defaults the tenant cookie name to 'tenant'", () => {
    expect(readPageConfig(win(undefined)).tenantCookieName).toBe("tenant");
  });
});
