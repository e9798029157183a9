export { DashboardScreen, type DashboardApplication, type DashboardScreenProps } from "./DashboardScreen.tsx";
export * from "./figures.ts";
