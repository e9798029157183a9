/**
 * Conversations (issue 17): the inbox of volunteers, organization staff and center staff, direct
 * threads besides those of applications, archiving and attachments.
 */
import * as yup from "yup";
import { MESSAGE_BODY_MAX } from "./applications.ts";
import { textObject } from "./text-rules.ts";

/** How a thread began: an application, a volunteer's question about a vacancy, an organization writing to a volunteer who applied, center staff writing to an organization. */
export const CONVERSATION_KINDS = ["application", "question", "volunteer", "center"] as const;
export type ConversationKind = (typeof CONVERSATION_KINDS)[number];
/** The kinds that POST /conversations starts. */
export const DIRECT_CONVERSATION_KINDS = ["question", "volunteer", "center"] as const;

/** An attachment: an image (PNG, JPEG, WebP) or a PDF, at most this many bytes. */
export const ATTACHMENT_MAX_BYTES = 5 * 1024 * 1024;
export const ATTACHMENTS_PER_MESSAGE_MAX = 5;
export const ATTACHMENT_TYPES = ["image/png", "image/jpeg", "image/webp", "application/pdf"] as const;

export const newConversationSchema = textObject({
  kind: yup.string().oneOf(DIRECT_CONVERSATION_KINDS).required(),
  /** question: the vacancy asked about; volunteer: optional, the vacancy the volunteer applied to. */
  vacancy_id: yup
    .string()
    .matches(/^[1-9][0-9]{0,17}$/)
    .nullable(),
  /** volunteer: whom the organization writes to. */
  volunteer_id: yup
    .string()
    .matches(/^[1-9][0-9]{0,17}$/)
    .nullable(),
  /** center (and volunteer, for staff of several organizations): the organization. */
  organization_id: yup
    .string()
    .matches(/^[1-9][0-9]{0,17}$/)
    .nullable(),
  /** center: the subject line. */
  subject: yup.string().trim().max(200).nullable(),
  body: yup.string().trim().min(1).max(MESSAGE_BODY_MAX).required(),
});

export const postMessageSchema = textObject({
  body: yup.string().trim().max(MESSAGE_BODY_MAX).default(""),
  attachment_ids: yup
    .array(
      yup
        .string()
        .matches(/^[1-9][0-9]{0,17}$/)
        .required(),
    )
    .max(ATTACHMENTS_PER_MESSAGE_MAX)
    .default([]),
});

export interface AttachmentAttributes {
  id: string;
  name: string;
  content_type: string;
  byte_size: number;
  /** GET it (signed in, a party of the thread). */
  url: string;
}

export interface InboxConversationAttributes {
  subject: string;
  subject_type: ConversationKind | null;
  subject_id: string | null;
  unread_count: number;
  last_message_at: string | null;
  last_message_preview: string | null;
  /** The organization for the volunteer, the volunteer for the organization (the list). */
  other_party?: string;
  archived?: boolean;
  created_at: string;
}

export interface InboxMessageAttributes {
  body: string;
  author_name: string;
  mine: boolean;
  created_at: string;
  attachments: AttachmentAttributes[];
  /** The reader's own messages: every other party has read it. */
  read?: boolean;
}

/** Server-sent event of GET /conversations/events: a new message in one of the reader's threads. */
export interface LiveMessageEvent {
  conversation_id: string;
  message_id: string;
}
