export { OverviewScreen, type OverviewScreenProps } from "./OverviewScreen.tsx";
export * from "./model.ts";
