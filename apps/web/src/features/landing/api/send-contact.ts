import type { ContactInput } from "@hulppost/shared/contact";
import { useMutation } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import type { MutationCallbacks } from "../../../lib/mutation-callbacks";

/** The landing page's contact form, for anyone (the server refuses bots and a burst of messages). */
export const sendContact = (input: ContactInput) => api<unknown>("/api/contact", { method: "POST", body: input });

/** Nothing is cached about a message sent. */
export const useSendContact = (callbacks: MutationCallbacks<unknown, ContactInput>) =>
  useMutation({ ...callbacks, mutationFn: sendContact });
