import { QueryClientProvider } from "@tanstack/react-query";
import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Suspense } from "react";
// The app's RouterProvider is react-router/dom's (main.tsx), which draws the sign-in's navigation at
// once (flushSync); under Node it would load as a second copy of the router, so the test's draws it
// in a transition, as React Router does without it (it says so once on the console).
import { createMemoryRouter, RouterProvider } from "react-router";
import { Toaster } from "sonner";
import { afterEach, describe, expect, it, vi } from "vitest";
import { createQueryClient } from "../../app/query-client";
import { useArrival } from "../../lib/arrival";
import { fieldDataRestored } from "../../lib/field/restore";
import { installMayGoOn, letTheInstallGoOn, resetInstallHold } from "../../lib/install-hold";
import { ME_QUERY_KEY } from "../../lib/session";
import { me } from "../../test/fixtures";
import { FakeApi, nl, ok, refusal } from "../../test/render";
import { AuthPage } from "./auth-page";

const SIGN_IN = "/api/auth/sign-in/email";

const FirstScreen = () => <main data-testid="first-screen" />;

/** What the signed-in layout does once its first screen is drawn (lib/arrival.ts). */
function Arrived() {
  useArrival();
  return null;
}

/** Whether the install may start a new download now (no sign-in holding it). */
async function installGoesOn() {
  let goes = false;
  void installMayGoOn().then(() => (goes = true));
  await new Promise((resolve) => setTimeout(resolve, 0));
  return goes;
}

/**
 * The sign-in page signed out, with the first screen after it loaded lazily as in the app (the
 * router's navigation then takes a moment), and every navigation the router starts noted.
 */
function signedOut(api: FakeApi, at = "/auth") {
  vi.stubGlobal("fetch", api.fetch);
  const client = createQueryClient();
  client.setDefaultOptions({ queries: { retry: false }, mutations: { retry: false } });
  client.setQueryData(ME_QUERY_KEY, null);
  const router = createMemoryRouter(
    [
      { path: "/auth", element: <AuthPage /> },
      {
        path: "/dashboard",
        // Its code takes a moment to load and run, as on a phone.
        lazy: async () => {
          await new Promise((resolve) => setTimeout(resolve, 50));
          return { Component: FirstScreen };
        },
      },
    ],
    { initialEntries: [at] },
  );
  const navigations: string[] = [];
  router.subscribe((state) => {
    if (state.navigation.location) navigations.push(state.navigation.location.pathname);
  });
  render(
    <QueryClientProvider client={client}>
      <Suspense fallback={null}>
        <RouterProvider router={router} />
      </Suspense>
      <Toaster />
    </QueryClientProvider>,
  );
  return { router, navigations, user: userEvent.setup({ delay: null }) };
}

async function fillIn(user: ReturnType<typeof userEvent.setup>, email: string, password: string) {
  if (email) await user.type(await screen.findByLabelText(nl("auth:fields.email"), { exact: false }), email);
  if (password) await user.type(screen.getByLabelText(nl("auth:fields.password"), { exact: false }), password);
}

describe("signing in", () => {
  afterEach(() => {
    resetInstallHold();
    vi.unstubAllGlobals();
  });

  it("sends the sign-in before the form is drawn again, and holds the install until the first screen", async () => {
    const api = new FakeApi().on("POST", SIGN_IN, ok({ redirect: false, me: me() }));
    const drawnWhenSent: boolean[] = [];
    const heldWhenSent: boolean[] = [];
    const send = api.fetch;
    const { router, navigations, user } = signedOut(api);
    vi.stubGlobal("fetch", async (input: RequestInfo | URL, init?: RequestInit) => {
      // The button shows it is busy only in a later drawing of the form.
      drawnWhenSent.push(screen.getByTestId("sign-in-submit").hasAttribute("disabled"));
      heldWhenSent.push(!(await installGoesOn()));
      return send(input, init);
    });
    await fillIn(user, "lotte@example.org", "demo1234");
    expect(fieldDataRestored()).toBe(false);
    await user.click(screen.getByTestId("sign-in-submit"));

    await screen.findByTestId("first-screen");
    // The device's kept data was read on the way, so the signed-in layout draws at once.
    expect(fieldDataRestored()).toBe(true);
    expect(api.sent("POST", SIGN_IN).map((r) => r.body)).toEqual([
      { email: "lotte@example.org", password: "demo1234", rememberMe: true },
    ]);
    expect(drawnWhenSent).toEqual([false]);
    expect(heldWhenSent).toEqual([true]);
    // Once into the app, not sent there a second time by the sign-in page itself.
    expect(navigations).toEqual(["/dashboard"]);
    expect(router.state.location.pathname).toBe("/dashboard");
    // Still held: the signed-in layout lets it go on once its first screen is drawn.
    expect(await installGoesOn()).toBe(false);
    letTheInstallGoOn();
    expect(await installGoesOn()).toBe(true);
  });

  it("lets the install go on when the sign-in is refused, and says why", async () => {
    const api = new FakeApi().on("POST", SIGN_IN, refusal(401, "INVALID_CREDENTIALS"));
    const { navigations, user } = signedOut(api);
    await fillIn(user, "lotte@example.org", "wrong-password");
    await user.click(screen.getByTestId("sign-in-submit"));
    expect(await screen.findByText(nl("errors:INVALID_CREDENTIALS"))).toBeInTheDocument();
    expect(await installGoesOn()).toBe(true);
    expect(navigations).toEqual([]);
  });

  it("sends nothing and holds nothing for a form with a mistake, and shows the mistake", async () => {
    const api = new FakeApi();
    const { user } = signedOut(api);
    await fillIn(user, "not-an-address", "");
    await user.click(screen.getByTestId("sign-in-submit"));
    expect(await screen.findByText(nl("validation:invalidEmail"))).toBeInTheDocument();
    await waitFor(() => expect(screen.getByText(nl("validation:required"))).toBeInTheDocument());
    expect(api.requests).toEqual([]);
    expect(await installGoesOn()).toBe(true);
  });

  it.each([
    { link: "an invitation's", type: "invite", signedIn: true, at: "/dashboard", held: true },
    // With two-factor on, the link's answer sends the person to the sign-in form for the code.
    { link: "a password reset's", type: "recovery", signedIn: false, at: "/auth", held: false },
  ])(
    "$link mailed link: the install held while it sets the password (into the app: $held), then 'password set' said on the next screen",
    async (link) => {
      const SET_PASSWORD = "/api/auth/set-password";
      const api = new FakeApi().on("POST", SET_PASSWORD, ok({ signedIn: link.signedIn }));
      const heldWhenSent: boolean[] = [];
      const send = api.fetch;
      const { router, user } = signedOut(api, `/auth?token=link-token&type=${link.type}`);
      vi.stubGlobal("fetch", async (input: RequestInfo | URL, init?: RequestInit) => {
        if (String(input).endsWith(SET_PASSWORD)) heldWhenSent.push(!(await installGoesOn()));
        return send(input, init);
      });
      await user.type(await screen.findByTestId("newPassword"), "a-new-passphrase");
      await user.type(screen.getByTestId("confirmPassword"), "a-new-passphrase");
      await user.click(screen.getByTestId("set-password-submit"));

      await waitFor(() => expect(api.sent("POST", SET_PASSWORD)).toHaveLength(1));
      await waitFor(() => expect(router.state.location.pathname).toBe(link.at));
      expect(heldWhenSent).toEqual([true]);
      // Into the app: held until its first screen is drawn. Back to the sign-in form: going on at once.
      expect(await installGoesOn()).toBe(!link.held);
      if (link.held) {
        // Into the app, "password set" is said once its first screen is drawn (useArrival), not over it.
        expect(screen.queryByText(nl("auth:toasts.passwordSet"))).toBeNull();
        render(<Arrived />);
      }
      expect(await screen.findByText(nl("auth:toasts.passwordSet"))).toBeInTheDocument();
    },
  );
});
