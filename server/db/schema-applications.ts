/** Drizzle mirror of the applications, conversations and notifications tables (migrations/*.sql are the source of truth). */
export {};
