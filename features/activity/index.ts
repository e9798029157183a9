export { ActivityFeed, type ActivityFeedProps } from "./ActivityFeed.tsx";
export * from "./model.ts";
