/**
 * Work that runs after the answer has left (e.g. the password mail: the answer must not tell by
 * its timing whether the address is known). Failures are logged, never thrown; `idle()` waits
 * for what is running (app close, tests reading mail).
 */
import type { FastifyBaseLogger } from "fastify";

export class Background {
  private readonly running = new Set<Promise<void>>();
  constructor(private readonly log: () => FastifyBaseLogger) {}

  run(what: string, work: () => Promise<void>): void {
    const p: Promise<void> = Promise.resolve()
      .then(work)
      .catch((err: unknown) => this.log().error({ err }, `${what} failed after the answer`))
      .finally(() => this.running.delete(p));
    this.running.add(p);
  }

  async idle(): Promise<void> {
    while (this.running.size) await Promise.all(this.running);
  }
}
