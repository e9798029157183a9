/** Small fixed-window rate limiter in the spirit of rack-attack (per process, in memory). */
export interface LimitRule {
  max: number;
  windowMs: number;
}

export class RateLimiter {
  private readonly hits = new Map<string, { count: number; resetAt: number }>();
  constructor(private readonly now: () => number) {}

  /** Count one hit; returns the seconds to wait when over the limit, else 0. */
  hit(key: string, rule: LimitRule): number {
    const now = this.now();
    let entry = this.hits.get(key);
    if (!entry || entry.resetAt <= now) {
      entry = { count: 0, resetAt: now + rule.windowMs };
      this.hits.set(key, entry);
      if (this.hits.size > 50_000) this.sweep(now);
    }
    entry.count += 1;
    if (entry.count > rule.max) return Math.max(1, Math.ceil((entry.resetAt - now) / 1000));
    return 0;
  }

  reset(key: string) {
    this.hits.delete(key);
  }

  private sweep(now: number) {
    for (const [k, v] of this.hits) if (v.resetAt <= now) this.hits.delete(k);
  }
}
