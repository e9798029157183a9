export * from "./enums.ts";
export * from "./errors.ts";
export * from "./paths.ts";
export type * from "./resources.ts";
export { PAGE_CONFIG_GLOBAL } from "./resources.ts";
export * from "./schemas.ts";
export * from "./vacancies.ts";
export * from "./vacancy-schemas.ts";
export * from "./applications.ts";
