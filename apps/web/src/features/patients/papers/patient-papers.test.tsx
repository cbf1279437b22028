import { screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { me, ORG_ID, organization, PATIENT_ID, patient } from "../../../test/fixtures";
import { FakeApi, nl, renderScreen } from "../../../test/render";
import { PatientPapers } from "./patient-papers";

const REPORT = `/api/orgs/${ORG_ID}/patients/${PATIENT_ID}/report.pdf`;

/** A Dutch-speaking reader (the tests' interface language) in an organisation whose papers are in `language`. */
const reportLanguage = (language: "nl" | "fr") => me({ organizations: [organization({ reportLanguage: language })] });

describe("a paper's download offers the organisation's report language and the reader's own", () => {
  // jsdom saves no files: the object URL and the link's click are stand-ins.
  beforeEach(() => {
    URL.createObjectURL = () => "blob:paper";
    URL.revokeObjectURL = () => {};
    vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(() => {});
  });
  afterEach(() => vi.restoreAllMocks());

  it("downloads at once when the two are the same", async () => {
    const api = new FakeApi().on("GET", REPORT, { status: 200, body: "%PDF-" });
    const { user } = renderScreen(<PatientPapers orgId={ORG_ID} patient={patient()} />, {
      api,
      me: reportLanguage("nl"),
    });
    await user.click(screen.getByTestId("patient-report-download"));
    expect((await api.next("GET", REPORT)).query.get("lang")).toBe("nl");
    expect(screen.queryByTestId("patient-report-download-languages")).toBeNull();
  });

  it("opens a menu of both, each named in its own language, and downloads the one chosen", async () => {
    const api = new FakeApi().on("GET", REPORT, { status: 200, body: "%PDF-" });
    const { user } = renderScreen(<PatientPapers orgId={ORG_ID} patient={patient()} />, {
      api,
      me: reportLanguage("fr"),
    });
    const trigger = screen.getByTestId("patient-report-download-languages");
    expect(trigger).toHaveTextContent(nl("patients:papers.report"));
    await user.click(trigger);
    // The organisation's language first, then the reader's (Dutch here).
    const items = await screen.findAllByRole("menuitem");
    expect(items.map((item) => item.textContent)).toEqual(["Français", "Nederlands"]);
    expect(items[0]).toHaveAttribute("lang", "fr");
    expect(api.sent("GET", REPORT)).toEqual([]);
    await user.click(screen.getByTestId("patient-report-download-nl"));
    expect((await api.next("GET", REPORT)).query.get("lang")).toBe("nl");
    await user.click(screen.getByTestId("patient-report-download-languages"));
    await user.click(await screen.findByTestId("patient-report-download"));
    await vi.waitFor(() => expect(api.sent("GET", REPORT).map((r) => r.query.get("lang"))).toEqual(["nl", "fr"]));
  });
});
