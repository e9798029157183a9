/**
 * Benchmark (a script, not a test): a visitor's signup with a fresh address against one with an
 * address that already has an account, here or at another center (issue 14, point 5). Both paths
 * hash the password with the production cost and queue one mail, so their times should be close.
 *
 *   node --import tsx tests/bench/signup.ts     # PGlite; BENCH_ROUNDS (default 15), BENCH_COST (default 15)
 */
import { createTestContext } from "../../server/testing/harness.ts";
import { runWhenMain } from "./shared.ts";

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 15);
const COST = Number(process.env.BENCH_COST ?? 15);

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

export async function main() {
  const t = await createTestContext({ passwordCost: COST });
  const signup = async (email: string) => {
    const started = performance.now();
    const res = await t.request("POST", "/api/v1/users", {
      body: {
        data: {
          type: "user",
          attributes: {
            email,
            password: "Een-lang-wachtwoord-1",
            password_confirmation: "Een-lang-wachtwoord-1",
            first_name: "Bench",
            last_name: "Signup",
          },
        },
      },
    });
    if (res.statusCode !== 201) throw new Error(`signup ${email}: ${res.statusCode} ${res.body}`);
    return performance.now() - started;
  };
  const paths: Record<string, (i: number) => string> = {
    "fresh address": (i) => `bench-${Date.now()}-${i}@example.nl`,
    "known here (volunteer@demo.test)": () => "volunteer@demo.test",
    "known at another center (volunteer@rijnstad.test)": () => "volunteer@rijnstad.test",
  };
  const times: Record<string, number[]> = Object.fromEntries(Object.keys(paths).map((k) => [k, []]));
  await signup("warm-up@example.nl");
  // Interleaved, so that a busy moment of the machine falls on every path alike.
  for (let i = 0; i < ROUNDS; i++)
    for (const [name, email] of Object.entries(paths)) times[name]!.push(await signup(email(i)));
  console.log(`signup, ${ROUNDS} rounds per path, scrypt logN ${COST}, PGlite (median / min / max ms):`);
  for (const [name, xs] of Object.entries(times))
    console.log(
      `  ${name.padEnd(50)} ${median(xs).toFixed(1).padStart(7)} ${Math.min(...xs)
        .toFixed(1)
        .padStart(7)} ${Math.max(...xs)
        .toFixed(1)
        .padStart(7)}`,
    );
  await t.close();
}

runWhenMain(import.meta.url, main);
