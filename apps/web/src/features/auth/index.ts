/** The auth feature as others use it (decision 038): the sign-up form and its frame, for an invitation. */
export { AuthShell } from "./auth-shell";
export { SignUpForm } from "./sign-up-form";
