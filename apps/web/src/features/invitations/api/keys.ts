/**
 * The invitations feature's query keys: what an invitation link offers, by its code. Neither an
 * organisation's nor the platform's (the person opening it may not be signed in), so under no root.
 */
export const invitationKeys = {
  preview: (code: string) => ["invitation", code] as const,
};

/** The API's addresses of the feature (one place, for the api/ files). */
export const invitationPaths = {
  invitation: (code: string) => `/api/invitations/${encodeURIComponent(code)}`,
};
