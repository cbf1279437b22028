import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { EVENT_ID, ORG_ID, org, patientPage, patientRow } from "../../../test/fixtures";
import { type Answer, FakeApi, nl, ok, refusal, renderScreen } from "../../../test/render";
import { PatientList } from "./patient-list";

const LIST = org(`/events/${EVENT_ID}/patients`);

/** The list of a planned event, its requests answered in turn by `answers`. */
const renderList = (...answers: Answer[]) =>
  renderScreen(<PatientList orgId={ORG_ID} eventId={EVENT_ID} live={false} />, {
    api: new FakeApi().on("GET", LIST, ...answers),
  });

describe("the patient list", () => {
  it("shows the patients the server answers, one row each", async () => {
    const { api } = renderList(
      ok(
        patientPage([
          patientRow(),
          patientRow({ id: "p-2", firstName: null, lastName: null, complaint: null, urgency: "high" }),
        ]),
      ),
    );
    const table = await screen.findByRole("table");
    const rows = within(table).getAllByRole("row").slice(1);
    expect(rows).toHaveLength(2);
    expect(rows[0]).toHaveTextContent("Lies Peeters");
    expect(rows[0]).toHaveTextContent("Enkel verstuikt");
    expect(rows[0]).toHaveTextContent(nl("patients:urgency.medium"));
    expect(rows[0]).toHaveTextContent(nl("patients:status.under_treatment"));
    // A patient who could not say their name is "Onbekend".
    expect(rows[1]).toHaveTextContent(nl("patients:unknownName"));
    expect(rows[1]).toHaveTextContent(nl("patients:urgency.high"));
    expect(within(rows[0] as HTMLElement).getByRole("link")).toHaveAttribute(
      "href",
      "/dashboard/patient?id=0b6f3c7e-1d2a-4c5b-9e8f-0000000000a1",
    );

    const [request] = api.sent("GET", LIST);
    // The list opens on who is still at the post, sickest first.
    expect(Object.fromEntries(request?.query ?? [])).toEqual({
      scope: "at_post",
      sort: "priority",
      page: "1",
      pageSize: "25",
    });
  });

  it("puts the NEWS2 before the name, on a card and in a row", async () => {
    renderList(ok(patientPage([patientRow({ latestNews2Total: 7, latestNews2Risk: "high" })])));
    const table = await screen.findByRole("table");
    const [row] = within(table).getAllByRole("row").slice(1);
    const cells = within(row as HTMLElement).getAllByRole("cell");
    expect(cells[0]).toHaveTextContent("7");
    expect(cells[1]).toHaveTextContent("Lies Peeters");
    const card = screen.getByTestId(`patient-card-${patientRow().id}`);
    const text = card.textContent ?? "";
    expect(text.indexOf("7")).toBeLessThan(text.indexOf("Lies Peeters"));
  });

  it("shows the patients who left one tap away, with how many each tab holds, and back", async () => {
    const { api, user } = renderList(
      ok(
        patientPage([patientRow()], {
          counts: { ...patientPage([]).counts, scope: { at_post: 1, done: 316, all: 317 } },
        }),
      ),
      ok(patientPage([])),
    );
    await screen.findByRole("table");
    const left = screen.getByRole("button", { name: new RegExp(nl("patients:list.scope.done")) });
    expect(left).toHaveTextContent("316");
    expect(screen.getByRole("button", { name: new RegExp(nl("patients:list.scope.at_post")) })).toHaveAttribute(
      "aria-pressed",
      "true",
    );
    await user.click(left);
    expect(await screen.findByText(nl("patients:list.noneIn.done"))).toBeInTheDocument();
    expect(api.sent("GET", LIST).at(-1)?.query.get("scope")).toBe("done");
    // Completed patients are never at the post: that tab has no filter for them, the others do.
    expect(screen.getAllByTestId("filter-status-completed").length).toBeGreaterThan(0);
  });

  it("folds the filters into one sheet on a phone, which says how many are on and clears them", async () => {
    const { api, user } = renderList(ok(patientPage([patientRow()])));
    await screen.findByRole("table");
    expect(screen.queryByTestId("filter-status-completed")).not.toBeInTheDocument();
    await user.click(screen.getByTestId("patient-filter-open"));
    const sheet = await screen.findByRole("dialog", { name: nl("patients:list.filterTitle") });
    await user.click(within(sheet).getByTestId("filter-urgency-high"));
    await user.click(within(sheet).getByTestId("filter-status-call_112"));
    expect(screen.getByTestId("patient-filter-open")).toHaveTextContent(nl("patients:list.filterCount", { count: 2 }));
    await expect.poll(() => api.sent("GET", LIST).at(-1)?.query.getAll("urgency")).toEqual(["high"]);
    expect(api.sent("GET", LIST).at(-1)?.query.getAll("status")).toEqual(["call_112"]);
    await user.click(within(sheet).getByTestId("patient-filter-clear"));
    expect(within(sheet).getByTestId("filter-urgency-high")).toHaveAttribute("aria-pressed", "false");
    expect(screen.getByTestId("patient-filter-open")).toHaveTextContent(new RegExp(`^${nl("patients:list.filter")}$`));
  });

  it("sends the status filter in the query and says when nobody matches", async () => {
    const { api, user } = renderList(ok(patientPage([patientRow()])), ok(patientPage([])));
    await screen.findByRole("table");
    const chip = screen.getByRole("button", { name: new RegExp(nl("patients:status.call_112")) });
    await user.click(chip);

    expect(await screen.findByText(nl("patients:list.noneFiltered"))).toBeInTheDocument();
    expect(chip).toHaveAttribute("aria-pressed", "true");
    const filtered = api.sent("GET", LIST).at(-1);
    expect(filtered?.query.getAll("status")).toEqual(["call_112"]);
    expect(filtered?.query.getAll("urgency")).toEqual([]);
  });

  it("asks the server once for a search, trimmed, after the typing pauses", async () => {
    const { api, user } = renderList(ok(patientPage([patientRow()])));
    await screen.findByRole("table");
    await user.type(screen.getByRole("searchbox", { name: nl("patients:list.search") }), "  Peeters ");

    await expect.poll(() => api.sent("GET", LIST).map((r) => r.query.get("search"))).toEqual([null, "Peeters"]);
    // A name is looked up among everyone, those who left too.
    expect(api.sent("GET", LIST).map((r) => r.query.get("scope"))).toEqual(["at_post", "all"]);
  });

  it("invites the first registration when the event has no patients yet", async () => {
    renderList(ok(patientPage([])));
    expect(await screen.findByText(nl("patients:list.noneIn.at_post"))).toBeInTheDocument();
    expect(screen.getByText(nl("patients:list.noneInHint.at_post"))).toBeInTheDocument();
    expect(screen.getByRole("link", { name: nl("patients:list.quickInput") })).toHaveAttribute(
      "href",
      `/dashboard/patients/new?event=${EVENT_ID}&mode=quick`,
    );
  });

  it("says the list could not be loaded, and asks again on retry", async () => {
    const { api, user } = renderList(refusal(500, "INTERNAL_ERROR"), ok(patientPage([patientRow()])));
    expect(await screen.findByText(nl("patients:list.loadFailed"))).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: nl("common:actions.retry") }));
    expect(await screen.findByRole("table")).toHaveTextContent("Lies Peeters");
    expect(api.sent("GET", LIST)).toHaveLength(2);
  });

  it("pages through a long list with the page number in the query", async () => {
    const { api, user } = renderList(ok(patientPage([patientRow()], { total: 30 })));
    expect(await screen.findByText(nl("patients:list.pageOf", { page: 1, pages: 2 }))).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: nl("patients:list.next") }));
    expect(await screen.findByText(nl("patients:list.pageOf", { page: 2, pages: 2 }))).toBeInTheDocument();
    expect(api.sent("GET", LIST).at(-1)?.query.get("page")).toBe("2");
  });
});
