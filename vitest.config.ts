import { availableParallelism } from "node:os";
import { fileURLToPath } from "node:url";
import { storybookTest } from "@storybook/addon-vitest/vitest-plugin";
import { playwright } from "@vitest/browser-playwright";
import { configDefaults, defineConfig, mergeConfig } from "vitest/config";
import viteConfig from "./vite.config.ts";
import { chromiumArgs, findChromium } from "./tests/support/chromium.ts";

const needsBrowser = (process.env.VITEST_PROJECTS ?? "storybook").includes("storybook");
/**
 * `*.pg.test.ts`: tests that need PostgreSQL itself (a cluster of their own to restart, from the
 * machine's server binaries), not PGlite. They belong to the server project only in the PostgreSQL
 * run (DATABASE_URL set, as in CI's PostgreSQL phase); the PGlite run leaves them out, not skipped.
 */
const postgresOnly = process.env.DATABASE_URL ? [] : ["**/*.pg.test.ts"];

export default mergeConfig(
  viteConfig,
  defineConfig({
    test: {
      // Two files at a time, also on a 2-core machine (Vitest's default there is one: cores - 1).
      // Much of a file's time is waiting (on Chromium for the stories, on PGlite's WebAssembly, on
      // the file's imports), so a second worker fills the other core. Every project shares the
      // number (projects of one run with different numbers need an order of their own).
      maxWorkers: Math.max(2, availableParallelism() - 1),
      // A worker runs its files one after another in one module graph instead of importing the
      // server, the app or the story's modules anew per file: the server project took 4:39 with a
      // graph per file and 1:55 without, storybook 3:24 and 2:01 (one project at a time on an idle
      // 2-core machine). Each file makes its own database and query client. The unit project keeps
      // a graph per file (below).
      isolate: false,
      projects: [
        {
          extends: true,
          test: {
            name: "unit",
            environment: "jsdom",
            include: ["{tokens,ui,features,app,contract}/**/*.test.{ts,tsx}", "tests/unit/**/*.test.{ts,tsx}"],
            setupFiles: ["tests/support/setup-unit.ts"],
            // A fresh module graph per file: these tests set module state of their own (yup's locale,
            // the router's and i18n's), which another file of the worker would otherwise see (two
            // failed so in a full run). Their files are light: 1:19 isolated, beside the server's 1:55.
            isolate: true,
            // Some of these render the whole app (App.test.tsx) or run ESLint or tailwind-merge over the
            // sources: a second or two alone, several times that on a laptop that is busy with other
            // work. A hang still fails, within half a minute.
            testTimeout: 30_000,
            hookTimeout: 30_000,
          },
        },
        {
          extends: true,
          test: {
            name: "server",
            environment: "node",
            include: ["server/**/*.test.ts", "tests/api/**/*.test.ts"],
            exclude: [...configDefaults.exclude, ...postgresOnly],
            // A test here is a few seconds alone, but CI runs this project beside the stories, the
            // journeys and the visual run on two cores: a matrix row took 38 s on such a machine. The
            // limit catches a hang, not slowness.
            testTimeout: 90_000,
            // A file's first context restores the migrated, seeded database; the first of a run builds
            // it (every migration and the five demo centers): over a minute on a busy machine.
            hookTimeout: 240_000,
          },
        },
        {
          extends: true,
          plugins: [
            storybookTest({
              configDir: fileURLToPath(new URL("./.storybook", import.meta.url)),
              storybookScript: "npm run storybook",
            }),
          ],
          test: {
            name: "storybook",
            browser: {
              enabled: true,
              headless: true,
              provider: playwright({
                launchOptions: needsBrowser ? { executablePath: findChromium(), args: chromiumArgs } : {},
              }),
              instances: [{ browser: "chromium" }],
            },
            testTimeout: 30_000,
          },
        },
      ],
    },
  }),
);
