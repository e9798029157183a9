import { readFileSync } from "node:fs";
import { expect, test as base, type Page } from "@playwright/test";
import { tenantKeys } from "../../tokens/tenants.ts";

/**
 * Every story tagged "visual" is captured once per tenant (stories that already show all tenants
 * side by side, once). Update baselines with `npm run test:visual:update` and look at each change.
 */
const index = JSON.parse(readFileSync(new URL("../../storybook-static/index.json", import.meta.url), "utf8")) as {
  entries: Record<string, { id: string; type: string; tags?: string[]; parameters?: unknown }>;
};
const stories = Object.values(index.entries).filter((e) => e.type === "story" && e.tags?.includes("visual"));

/**
 * One Storybook preview per worker that moves from story to story, as Storybook's own manager
 * does: the `setCurrentStory` event on the preview's channel, then its `storyRendered` event. A
 * full load of iframe.html (the whole preview bundle, a new browser context) cost most of each
 * test; now a worker loads the preview only when the tenant changes (the tests run tenant by
 * tenant, so about once per tenant). The tenant is the URL's `globals=tenant:...` as before.
 */
class StoryPreview {
  private tenant: string | undefined;
  constructor(readonly page: Page) {}

  async show(id: string, tenant: string): Promise<void> {
    if (tenant !== this.tenant) {
      this.tenant = undefined;
      // The tenant's colon encoded as the preview writes its URL back (tenant%3Ademo): a goto to the
      // unencoded form was once interrupted by the preview's own navigation to the encoded one.
      const url = `/iframe.html?id=${id}&viewMode=story&globals=${encodeURIComponent(`tenant:${tenant}`)}`;
      // The preview may navigate to it again while it loads (seen twice in a row on a busy machine).
      for (let attempt = 1; ; attempt++) {
        try {
          await this.page.goto(url);
          break;
        } catch (error) {
          if (attempt === 4 || !String(error).includes("interrupted by another navigation")) throw error;
        }
      }
      this.tenant = tenant;
    } else {
      try {
        await this.switchTo(id);
      } catch (error) {
        // The story before navigated the preview away (its context is gone): load this one in full.
        if (!String(error).includes("Execution context was destroyed")) throw error;
        this.tenant = undefined;
        return this.show(id, tenant);
      }
    }
    await this.page.waitForSelector("#storybook-root > *, #storybook-root ~ * [data-slot]", { state: "attached" });
    await this.page.evaluate(async () => {
      await document.fonts.ready;
      await Promise.all(
        [...document.images]
          .filter((img) => !img.complete)
          .map((img) => new Promise((r) => (img.onload = img.onerror = r))),
      );
    });
  }

  /** Moves the loaded preview to another story through its channel; rejects when the story fails. */
  private async switchTo(id: string) {
    await this.page.evaluate(async (storyId) => {
      type Channel = {
        on(event: string, listener: (...args: unknown[]) => void): void;
        off(event: string, listener: (...args: unknown[]) => void): void;
        emit(event: string, ...args: unknown[]): void;
      };
      const channel = (window as unknown as { __STORYBOOK_ADDONS_CHANNEL__: Channel }).__STORYBOOK_ADDONS_CHANNEL__;
      const failures = ["storyMissing", "storyErrored", "storyThrewException", "playFunctionThrewException"];
      await new Promise<void>((resolve, reject) => {
        const listeners: [string, (...args: unknown[]) => void][] = [];
        const done = (error?: Error) => {
          for (const [event, listener] of listeners) channel.off(event, listener);
          if (error) reject(error);
          else resolve();
        };
        listeners.push(["storyRendered", (rendered) => rendered === storyId && done()]);
        for (const event of failures)
          listeners.push([event, (detail) => done(new Error(`${storyId}: ${event} ${JSON.stringify(detail)}`))]);
        for (const [event, listener] of listeners) channel.on(event, listener);
        channel.emit("setCurrentStory", { storyId, viewMode: "story" });
      });
    }, id);
  }
}

const test = base.extend<object, { preview: StoryPreview }>({
  preview: [
    async ({ browser }, use, workerInfo) => {
      const { baseURL, viewport, deviceScaleFactor } = workerInfo.project.use;
      const page = await browser.newPage({ baseURL, viewport, deviceScaleFactor });
      await use(new StoryPreview(page));
      await page.close();
    },
    { scope: "worker" },
  ],
});

test("some stories are tagged for visual regression", () => {
  expect(stories.length).toBeGreaterThan(0);
});

// Tenant by tenant, so that each worker's next test is mostly in the tenant its preview shows.
for (const tenant of tenantKeys) {
  for (const { id } of stories) {
    if (id.includes("all-tenants") && tenant !== "demo") continue;
    test(`${id} in ${tenant}`, async ({ preview }) => {
      await preview.show(id, tenant);
      await expect(preview.page).toHaveScreenshot(`${id}--${tenant}.png`, { fullPage: true });
    });
  }
}
