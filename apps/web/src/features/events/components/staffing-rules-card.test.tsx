import { DEFAULT_STAFFING_RULES } from "@hulppost/shared/staffing/rules";
import { fireEvent, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { ORG_ID, org } from "../../../test/fixtures";
import { FakeApi, nl, ok, refusal, renderScreen } from "../../../test/render";
import { StaffingRulesCard } from "./staffing-rules-card";

const PATH = org("/staffing-rules");
const view = (rules = DEFAULT_STAFFING_RULES, isDefault = true) => ({ rules, isDefault, version: 3 });

describe("the staffing rules in Options", () => {
  it("shows the defaults with their sources, switches the week cap off and saves with the version", async () => {
    const saved = { ...DEFAULT_STAFFING_RULES, maxHoursPerWeek: null, minRestHours: 12 };
    const api = new FakeApi().on("GET", PATH, ok(view())).on("PUT", PATH, ok(view(saved, false)));
    renderScreen(<StaffingRulesCard orgId={ORG_ID} />, { api });
    const rest = await screen.findByLabelText(nl("events:rules.minRestHours"));
    expect(rest).toHaveValue(11);
    expect(screen.getByText(nl("events:rules.minRestHoursHint"))).toBeInTheDocument();
    expect(screen.getByText(nl("events:rules.default"))).toBeInTheDocument();
    expect(screen.queryByTestId("rules-reset")).toBeNull();
    fireEvent.change(rest, { target: { value: "12" } });
    fireEvent.click(screen.getByTestId("rule-weekCap"));
    expect(screen.queryByLabelText(nl("events:rules.maxHoursPerWeek"))).toBeNull();
    fireEvent.click(screen.getByTestId("rules-save"));
    expect((await api.next("PUT", PATH)).body).toEqual({ ...saved, version: 3 });
    expect(await screen.findByTestId("rules-reset")).toBeInTheDocument();
  });

  it("refuses a bad value on its field without sending, and puts the server's refusal on its field", async () => {
    const api = new FakeApi()
      .on("GET", PATH, ok(view()))
      .on("PUT", PATH, refusal(400, "VALIDATION_ERROR", { fields: { minorNightStart: "invalidTime" } }));
    renderScreen(<StaffingRulesCard orgId={ORG_ID} />, { api });
    const day = await screen.findByLabelText(nl("events:rules.minorMaxHoursPerDay"));
    fireEvent.change(day, { target: { value: "25" } });
    fireEvent.click(screen.getByTestId("rules-save"));
    expect(await screen.findByText(nl("validation:tooBig", { n: "24" }))).toBeInTheDocument();
    expect(api.sent("PUT", PATH)).toEqual([]);
    fireEvent.change(day, { target: { value: "7" } });
    fireEvent.click(screen.getByTestId("rules-save"));
    await api.next("PUT", PATH);
    expect(await screen.findByText(nl("validation:invalidTime"))).toBeInTheDocument();
  });

  it("goes back to the product's rules", async () => {
    const own = { ...DEFAULT_STAFFING_RULES, minRestHours: 12 };
    const api = new FakeApi().on("GET", PATH, ok(view(own, false))).on("DELETE", PATH, ok(view()));
    renderScreen(<StaffingRulesCard orgId={ORG_ID} />, { api });
    fireEvent.click(await screen.findByTestId("rules-reset"));
    await api.next("DELETE", PATH);
    expect(await screen.findByLabelText(nl("events:rules.minRestHours"))).toHaveValue(11);
  });
});
