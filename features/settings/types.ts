import type { CenterProfileAttributes } from "@contract/resources.ts";

/** The center's profile as the settings screens edit it: the wire (snake_case) attributes. */
export type CenterSettings = CenterProfileAttributes;

/** Where a screen's data is: the profile loads, failed to load, or is there. */
export type SettingsState = "loading" | "failed" | "ready";

/** A save that the server refused: its message, and messages per attribute (snake_case). */
export type SubmitFailure = Error & { fieldErrors?: Record<string, string> };

/** Stores an image (POST /api/v1/uploads) and resolves with its address. */
export type UploadImage = (file: File) => Promise<{ url: string }>;
