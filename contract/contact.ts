/** The contact form (`/contactformulier`, issue 16): stored and mailed to the center's contact person. */
import * as yup from "yup";
import { textObject } from "./text-rules.ts";

export const CONTACT_SUBJECT_MAX = 150;
export const CONTACT_MESSAGE_MAX = 5000;

/** POST /api/v1/contact_messages: data.attributes. */
export const contactMessageSchema = textObject({
  name: yup.string().trim().min(2).max(120).required(),
  email: yup.string().trim().lowercase().max(254).email().required(),
  subject: yup.string().trim().min(3).max(CONTACT_SUBJECT_MAX).required(),
  message: yup.string().trim().min(10).max(CONTACT_MESSAGE_MAX).required(),
  /** The sender agrees that the center stores the message to answer it. */
  consent: yup.boolean().oneOf([true], "consent").required(),
});
export type ContactMessageInput = yup.InferType<typeof contactMessageSchema>;

/** GET /api/v1/contact_messages (center staff): `filter[read_eq]`. */
export const CONTACT_READ_FILTERS = ["true", "false"] as const;

/** PATCH /api/v1/contact_messages/:id: data.attributes. */
export const contactMessageReadSchema = yup.object({ read: yup.boolean().strict().required() }).noUnknown().strict();

/** A stored message as center staff read it (the sender's IP stays on the server). */
export type ContactMessageAttributes = {
  name: string;
  email: string;
  subject: string;
  message: string;
  created_at: string;
  read_at: string | null;
  /** A signed-in sender's account, when it still exists. */
  user_id: string | null;
};
