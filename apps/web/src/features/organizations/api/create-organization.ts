import type { CreateOrganizationInput, OrganizationView } from "@hulppost/shared/organizations";
import { api } from "../../../lib/api-client";
import { type MutationCallbacks, useApiMutation } from "../../../lib/mutation-callbacks";
import { orgPaths } from "./keys";

/** An organisator creates their one organisation. */
export const createOrganization = (input: CreateOrganizationInput) =>
  api<OrganizationView>(orgPaths.create, { method: "POST", body: input });

/** No cache to refresh: the screen loads the app again, with the new organisation selected. */
export const useCreateOrganization = (callbacks: MutationCallbacks<OrganizationView, CreateOrganizationInput>) =>
  useApiMutation(createOrganization, callbacks);
