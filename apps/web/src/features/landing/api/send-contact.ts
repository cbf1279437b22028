import type { ContactInput } from "@hulppost/shared/contact";
import { api } from "../../../lib/api-client";
import { type MutationCallbacks, useApiMutation } from "../../../lib/mutation-callbacks";

/** The landing page's contact form, for anyone (the server refuses bots and a burst of messages). */
export const sendContact = (input: ContactInput) => api<unknown>("/api/contact", { method: "POST", body: input });

/** Nothing is cached about a message sent. */
export const useSendContact = (callbacks: MutationCallbacks<unknown, ContactInput>) =>
  useApiMutation(sendContact, callbacks);
