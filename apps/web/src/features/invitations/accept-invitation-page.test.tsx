import { screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { holdTheInstall, installMayGoOn, resetInstallHold } from "../../lib/install-hold";
import { FakeApi, ok, renderScreen } from "../../test/render";
import { AcceptInvitationPage } from "./accept-invitation-page";

describe("the invitation page a sign-in returns to", () => {
  afterEach(() => {
    resetInstallHold();
    vi.unstubAllGlobals();
  });

  it("lets the app's first install, held while signing in, go on once it is drawn", async () => {
    const api = new FakeApi().on(
      "GET",
      "/api/invitations/WELCOME42",
      ok({ state: "valid", organization: { id: "org-1", displayName: "Rode Kruis Gent" }, role: "hulpverlener" }),
    );
    // The sign-in form held it when "sign in" was pressed (lib/install-hold.ts).
    holdTheInstall();
    let goes = false;
    void installMayGoOn().then(() => (goes = true));
    renderScreen(<AcceptInvitationPage />, {
      api,
      route: "/accept-invitation/:code",
      at: "/accept-invitation/WELCOME42",
    });
    expect(goes).toBe(false);
    expect(await screen.findByTestId("invitation-organization")).toHaveTextContent("Rode Kruis Gent");
    // Well before the hold would end by itself (8 s).
    await waitFor(() => expect(goes).toBe(true), { timeout: 1000 });
  });
});
