import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { FakeApi, nl, ok, refusal, renderScreen } from "../../test/render";
import { CloseAccountCard } from "./close-account-card";

const PREVIEW = "/api/me/close-account/preview";
const CLOSE = "/api/me/close-account";
const preview = (extra: Record<string, unknown> = {}) => ({
  goes: { memberships: 1, futureAssignments: 2, locations: 0 },
  stays: { pastAssignments: 3, hours: 14, patientsRegistered: 0, chatMessages: 1 },
  organizations: [{ id: "o1", displayName: "Rode Kruis Gent" }],
  blockers: [],
  twoFactorEnabled: false,
  ...extra,
});

describe("the close-account card", () => {
  it("names what goes and what stays, asks the password and the typed word, then signs out", async () => {
    const api = new FakeApi()
      .on("GET", PREVIEW, ok(preview()))
      .on("POST", CLOSE, ok({ scope: "account", formerNumber: 7, goes: {}, stays: {} }));
    const { user, location } = renderScreen(<CloseAccountCard />, { api });
    await user.click(screen.getByTestId("close-account-start"));
    const summary = await screen.findByTestId("close-account-summary");
    expect(summary).toHaveTextContent(nl("profile:closeAccount.goes.futureAssignments", { count: 2 }));
    expect(summary).toHaveTextContent(nl("profile:closeAccount.stays.pastAssignments", { count: 3 }));
    // Nothing shared, no patients: not listed.
    expect(summary).not.toHaveTextContent(nl("profile:closeAccount.goes.locations", { count: 0 }));
    expect(screen.queryByLabelText(nl("profile:closeAccount.totp"))).toBeNull();
    const submit = screen.getByRole("button", { name: nl("profile:closeAccount.submit") });
    await user.type(screen.getByLabelText(nl("profile:password.current")), "mijn-wachtwoord");
    expect(submit).toBeDisabled();
    await user.type(screen.getByLabelText(nl("profile:closeAccount.confirmLabel", { word: "sluiten" })), "Sluiten");
    await user.click(submit);
    expect((await api.next("POST", CLOSE)).body).toEqual({ password: "mijn-wachtwoord" });
    expect(await screen.findByText(nl("profile:closeAccount.done"))).toBeInTheDocument();
    expect(location()).toBe("/logout");
  });

  it("asks the TOTP code when two-factor is on, and shows a wrong one beside its field", async () => {
    const api = new FakeApi()
      .on("GET", PREVIEW, ok(preview({ twoFactorEnabled: true })))
      .on("POST", CLOSE, refusal(400, "TWO_FACTOR_INVALID_CODE", { fields: { totpCode: "invalidCode" } }));
    const { user, location } = renderScreen(<CloseAccountCard />, { api });
    await user.click(screen.getByTestId("close-account-start"));
    await user.type(await screen.findByLabelText(nl("profile:password.current")), "pw");
    await user.type(screen.getByLabelText(nl("profile:closeAccount.totp")), "123456");
    await user.type(screen.getByLabelText(nl("profile:closeAccount.confirmLabel", { word: "sluiten" })), "sluiten");
    await user.click(screen.getByRole("button", { name: nl("profile:closeAccount.submit") }));
    expect((await api.next("POST", CLOSE)).body).toEqual({ password: "pw", totpCode: "123456" });
    expect(await screen.findByText(nl("validation:invalidCode"))).toBeInTheDocument();
    expect(location()).toBe("/");
  });

  it("shows the organisations that block it and the way out, without a form", async () => {
    const api = new FakeApi().on(
      "GET",
      PREVIEW,
      ok(
        preview({
          blockers: [
            { organizationId: "o1", displayName: "Rode Kruis Gent", reason: "lastAdmin" },
            { organizationId: "o2", displayName: "EHBO Brugge", reason: "responsiblePerson" },
          ],
        }),
      ),
    );
    const { user } = renderScreen(<CloseAccountCard />, { api });
    await user.click(screen.getByTestId("close-account-start"));
    const blocked = await screen.findByTestId("close-account-blocked");
    expect(blocked).toHaveTextContent(
      nl("profile:closeAccount.blocker.lastAdmin", { organization: "Rode Kruis Gent" }),
    );
    expect(blocked).toHaveTextContent(
      nl("profile:closeAccount.blocker.responsiblePerson", { organization: "EHBO Brugge" }),
    );
    expect(screen.queryByLabelText(nl("profile:password.current"))).toBeNull();
  });
});
