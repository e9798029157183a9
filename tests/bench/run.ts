/** `npm run bench`: the server benchmark (tests/bench/server.ts). */
import { main } from "./server.ts";

if (process.env.BENCH_SUITE !== "server") await (await import("./search.ts")).main();
main().then(
  () => process.exit(0),
  (err: unknown) => {
    console.error(err);
    process.exit(1);
  },
);
