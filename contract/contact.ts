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
