/** Small fixed-window rate limiter in the spirit of rack-attack (per process, in memory). */
export interface LimitRule {
  max: number;
  windowMs: number;
}

/** Over `max` hits in the window, each further hit waits 2^(hits - max) seconds after the last one, up to maxDelayMs. */
export interface DelayRule extends LimitRule {
  maxDelayMs: number;
}

interface Entry {
  count: number;
  resetAt: number;
  lastAt: number;
}

export class RateLimiter {
  private readonly hits = new Map<string, Entry>();
  constructor(private readonly now: () => number) {}

  private current(key: string, now: number): Entry | undefined {
    const entry = this.hits.get(key);
    return entry && entry.resetAt > now ? entry : undefined;
  }

  /** Count one hit; returns the seconds to wait when over the limit, else 0. */
  hit(key: string, rule: LimitRule): number {
    const now = this.now();
    let entry = this.current(key, now);
    if (!entry) {
      entry = { count: 0, resetAt: now + rule.windowMs, lastAt: now };
      this.hits.set(key, entry);
      if (this.hits.size > 50_000) this.sweep(now);
    }
    entry.count += 1;
    entry.lastAt = now;
    if (entry.count > rule.max) return this.wait(entry.resetAt, now);
    return 0;
  }

  /** Hits counted under key in its current window (0 when none). */
  count(key: string): number {
    return this.current(key, this.now())?.count ?? 0;
  }

  /** Seconds to wait when the key has already reached the rule's max, else 0 (counts nothing). */
  reached(key: string, rule: LimitRule): number {
    if (rule.max <= 0) return 0;
    const now = this.now();
    const entry = this.current(key, now);
    return entry && entry.count >= rule.max ? this.wait(entry.resetAt, now) : 0;
  }

  /** Seconds until the next hit is due under a delay rule (0 when due now). */
  delay(key: string, rule: DelayRule): number {
    if (rule.max <= 0) return 0;
    const now = this.now();
    const entry = this.current(key, now);
    if (!entry || entry.count < rule.max) return 0;
    const ms = Math.min(rule.maxDelayMs, 1000 * 2 ** Math.min(30, entry.count - rule.max));
    const due = entry.lastAt + ms;
    return due > now ? this.wait(due, now) : 0;
  }

  reset(key: string) {
    this.hits.delete(key);
  }

  private wait(until: number, now: number) {
    return Math.max(1, Math.ceil((until - now) / 1000));
  }

  private sweep(now: number) {
    for (const [k, v] of this.hits) if (v.resetAt <= now) this.hits.delete(k);
  }
}
