import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { afterEach, describe, expect, it } from "vitest";
import i18n from "../../lib/i18n";
import { nl } from "../../test/render";
import { DateText } from "./date-field";
import { NOT_A_DATE } from "./input";

const PLACEHOLDERS = {
  en: { date: "dd/mm/yyyy", dateTime: "dd/mm/yyyy hh:mm" },
  fr: { date: "jj/mm/aaaa", dateTime: "jj/mm/aaaa hh:mm" },
  es: { date: "dd/mm/aaaa", dateTime: "dd/mm/aaaa hh:mm" },
};
for (const [language, dateEntry] of Object.entries(PLACEHOLDERS))
  i18n.addResourceBundle(language, "common", { dateEntry }, true, true);

const LABEL = "Moment";
const RELOAD = "reload";

/** The field in a form that keeps its value and can set it from outside (a reload, a reset). */
function Harness({ reported }: { reported: string[] }) {
  const [value, setValue] = useState("");
  return (
    <>
      <label htmlFor="moment">{LABEL}</label>
      <DateText
        id="moment"
        mode="datetime"
        value={value}
        onChange={(next) => {
          reported.push(next);
          setValue(next);
        }}
      />
      <button type="button" onClick={() => setValue("2026-01-05T07:05")}>
        {RELOAD}
      </button>
    </>
  );
}

describe("the app's own date and time field", () => {
  afterEach(() => i18n.changeLanguage("nl"));

  it.each([
    // [language, the reloaded value as shown]
    ["nl", "05-01-2026 07:05"],
    ["fr", "05/01/2026 07:05"],
    ["es", "05/01/2026 07:05"],
    ["en", "05/01/2026 07:05"],
  ])("in %s takes 23-11-2026 21:29 as typed, day first on a 24-hour clock, and shows %s", async (language, shown) => {
    await i18n.changeLanguage(language);
    const reported: string[] = [];
    const user = userEvent.setup({ delay: null });
    render(<Harness reported={reported} />);
    const field = screen.getByLabelText(LABEL);
    if (language !== "nl") expect(field).toHaveAttribute("placeholder", PLACEHOLDERS[language as "en"].dateTime);
    await user.type(field, "23-11-2026 21:29");
    expect(reported.at(-1)).toBe("2026-11-23T21:29");
    // Half typed it is not a date yet; the text stays as typed.
    expect(reported).toContain(NOT_A_DATE);
    expect(field).toHaveValue("23-11-2026 21:29");
    await user.clear(field);
    await user.type(field, "23-11-2026 9:29 PM");
    expect(reported.at(-1)).toBe(NOT_A_DATE);
    await user.click(screen.getByRole("button", { name: RELOAD }));
    expect(field).toHaveValue(shown);
  });

  it("says in Dutch how to type it", () => {
    render(<Harness reported={[]} />);
    expect(screen.getByLabelText(LABEL)).toHaveAttribute("placeholder", nl("common:dateEntry.dateTime"));
    expect(nl("common:dateEntry.dateTime")).toBe("dd-mm-jjjj uu:mm");
  });
});
