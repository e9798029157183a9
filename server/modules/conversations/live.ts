/**
 * New messages, live: each server process LISTENs once on MESSAGE_CHANNEL (PostgreSQL: a dedicated
 * connection; PGlite: its own listen/notify) and hands every NOTIFY to the server-sent-event streams
 * of the users it names. A message posted on any process reaches the readers on every process.
 */
import type { Database } from "../../db/client.ts";
import { MESSAGE_CHANNEL } from "./service.ts";

export interface LiveEvent {
  centerId: number;
  conversationId: number;
  messageId: number;
}

type Listener = (event: LiveEvent) => void;

export class LiveHub {
  private readonly byUser = new Map<string, Set<Listener>>();
  private starting: Promise<void> | null = null;
  private stop: (() => Promise<void>) | null = null;

  constructor(private readonly database: Database) {}

  /** Start listening (once); resolves when LISTEN is in place. */
  ready(): Promise<void> {
    if (!this.starting) {
      const listen = this.database.listen;
      if (!listen) throw new Error("this database cannot LISTEN");
      this.starting = listen
        .call(this.database, MESSAGE_CHANNEL, (payload) => this.dispatch(payload))
        .then((stop) => {
          this.stop = stop;
        });
      this.starting.catch(() => {
        this.starting = null;
      });
    }
    return this.starting;
  }

  private dispatch(payload: string) {
    let parsed: { c?: unknown; v?: unknown; m?: unknown; u?: unknown };
    try {
      parsed = JSON.parse(payload) as typeof parsed;
    } catch {
      return;
    }
    if (typeof parsed.c !== "number" || typeof parsed.v !== "number" || typeof parsed.m !== "number") return;
    if (!Array.isArray(parsed.u)) return;
    const event: LiveEvent = { centerId: parsed.c, conversationId: parsed.v, messageId: parsed.m };
    for (const user of parsed.u) {
      const set = this.byUser.get(`${parsed.c}:${String(user)}`);
      if (set) for (const fn of set) fn(event);
    }
  }

  /** Hear the events for one user in one center; returns the unsubscribe function. */
  subscribe(centerId: number, userId: number, fn: Listener): () => void {
    const key = `${centerId}:${userId}`;
    let set = this.byUser.get(key);
    if (!set) this.byUser.set(key, (set = new Set()));
    set.add(fn);
    return () => {
      set.delete(fn);
      if (!set.size) this.byUser.delete(key);
    };
  }

  get subscribers(): number {
    let n = 0;
    for (const s of this.byUser.values()) n += s.size;
    return n;
  }

  async close() {
    const stop = this.stop;
    this.stop = null;
    this.starting = null;
    if (stop) await stop();
  }
}

const hubs = new WeakMap<Database, LiveHub>();

/** The process's hub for this database. */
export function liveHub(database: Database): LiveHub {
  let hub = hubs.get(database);
  if (!hub) hubs.set(database, (hub = new LiveHub(database)));
  return hub;
}
