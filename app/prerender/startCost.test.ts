import { afterEach, describe, expect, it, vi } from "vitest";

/**
 * The first use of a date, number or sort format makes the browser load its locale data: 15-40 ms
 * of one task on a fast machine, four times that on the phones Lighthouse stands for. The modules of
 * a first load (the app, the home page, the vacancy bank, the calendar, the social map) make none
 * while they load; a page that shows a date or a large number pays it when it draws one.
 */
const FORMATS = ["DateTimeFormat", "NumberFormat", "Collator", "RelativeTimeFormat", "ListFormat", "Locale"] as const;

afterEach(() => vi.restoreAllMocks());

describe("the start of a first load", () => {
  it("makes no date, number or sort format while its modules load", async () => {
    const made: string[] = [];
    for (const name of FORMATS) {
      const Original = Intl[name] as unknown as new (...args: unknown[]) => object;
      vi.spyOn(Intl, name).mockImplementation(function (this: unknown, ...args: unknown[]) {
        made.push(name);
        return new Original(...args);
      } as never);
    }
    vi.resetModules();
    await import("../App.tsx");
    await import("../routes/modules/content/Page.tsx");
    await import("../routes/modules/vacancies/Search.tsx");
    await import("../routes/modules/activities/Calendar.tsx");
    await import("../routes/modules/activities/Overview.tsx");
    await import("../routes/modules/social-map/SocialMap.tsx");
    await import("../routes/modules/news/News.tsx");
    expect(made).toEqual([]);
  });
});
