import { atom } from "../lib/atoms.ts";

/** The error the error screen shows (section 8); cleared on every navigation. */
export interface ScreenError {
  status?: number;
  message?: string;
}

export const screenErrorAtom = atom<ScreenError | null>(null);

/** Turns anything thrown into what the error screen needs, and logs it (section 8). */
export function toScreenError(error: unknown): ScreenError {
  console.error(error);
  if (typeof error === "object" && error !== null) {
    const e = error as { status?: unknown; message?: unknown };
    return {
      status: typeof e.status === "number" && e.status > 0 ? e.status : undefined,
      message: typeof e.message === "string" ? e.message : undefined,
    };
  }
  return { message: String(error) };
}
