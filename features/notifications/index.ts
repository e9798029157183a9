export { NotificationsScreen, type NotificationsScreenProps } from "./NotificationsScreen.tsx";
export * from "./model.ts";
