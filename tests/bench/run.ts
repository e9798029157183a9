/**
 * `npm run bench`: every benchmark, one after the other, each printing its figures:
 * the API against a bare route (server.ts), the vacancy-bank search (search.ts) and the front end's
 * first load with Lighthouse (frontend.ts), signup with a fresh or a known address (signup.ts), sign-in and
 * password-mail answer times for known and unknown addresses (auth.ts).
 * the create path (create-path.ts: applying and posting a message, the triggers' share).
 * BENCH_SUITE=server,search,frontend,signup,auth,analytics,conversations,create-path picks some of them.
 */
const suites: Record<string, () => Promise<{ main: () => Promise<void> }>> = {
  server: () => import("./server.ts"),
  search: () => import("./search.ts"),
  frontend: () => import("./frontend.ts"),
  signup: () => import("./signup.ts"),
  auth: () => import("./auth.ts"),
  analytics: () => import("./analytics.ts"),
  conversations: () => import("./conversations.ts"),
  "create-path": () => import("./create-path.ts"),
};
const chosen = (process.env.BENCH_SUITE ?? Object.keys(suites).join(",")).split(",").map((s) => s.trim());

async function run() {
  for (const name of chosen) {
    const load = suites[name];
    if (!load) throw new Error(`Unknown BENCH_SUITE '${name}' (choose from ${Object.keys(suites).join(", ")})`);
    console.log(`\n=== bench: ${name} ===`);
    await (await load()).main();
  }
}

run().then(
  () => process.exit(0),
  (err: unknown) => {
    console.error(err);
    process.exit(1);
  },
);
