export { ApplyForm, MOTIVATION_MIN, type ApplyFormProps, type ApplyValues } from "./ApplyForm.tsx";
export { ApplyPanel, type ApplyFailure, type ApplyPanelProps } from "./ApplyPanel.tsx";
export { ApplicationsScreen, type ApplicationsScreenProps } from "./ApplicationsScreen.tsx";
export {
  ApplicationDetailScreen,
  type ApplicationDetailScreenProps,
  type ApplicationThread,
} from "./ApplicationDetailScreen.tsx";
export * from "./model.ts";
