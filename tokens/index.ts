export * from "./presets.ts";
export * from "./color.ts";
export * from "./resolve.ts";
export * from "./roles.ts";
export * from "./tenants.ts";
export * from "./contrast.ts";
export * from "./css.ts";
export * from "./apply.ts";
