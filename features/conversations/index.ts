export { ConversationsScreen, type ConversationsScreenProps } from "./ConversationsScreen.tsx";
export { ConversationThread, type ConversationThreadProps } from "./ConversationThread.tsx";
export { AskQuestion, type AskQuestionProps } from "./AskQuestion.tsx";
export * from "./model.ts";
