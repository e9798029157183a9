export { AnalyticsScreen, type AnalyticsScreenProps } from "./AnalyticsScreen.tsx";
export {
  AnalyticsOrganizationsScreen,
  type AnalyticsOrganizationsScreenProps,
} from "./AnalyticsOrganizationsScreen.tsx";
export * from "./model.ts";
