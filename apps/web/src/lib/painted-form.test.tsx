import { render, screen } from "@testing-library/react";
import { useState } from "react";
import { afterEach, describe, expect, it } from "vitest";
import { carryPaintedForm } from "./painted-form";
import { PRERENDERED_ID, useTakeOverPrerendered } from "./prerendered";

/** The server's painted copy of a form, as the person left it before the app arrived. */
function paint(html: string) {
  const painted = document.createElement("div");
  painted.id = PRERENDERED_ID;
  painted.innerHTML = `<form data-testid="sign-up-form">${html}</form>`;
  document.body.append(painted);
  return painted;
}

/** The app's own form, controlled by React state as the real forms are: it shows what React holds. */
function AppForm({ initialGender = "" }: { initialGender?: string }) {
  const [name, setName] = useState("");
  const [gender, setGender] = useState(initialGender);
  const [terms, setTerms] = useState(false);
  useTakeOverPrerendered(true, carryPaintedForm);
  return (
    <form data-testid="sign-up-form">
      <input id="firstName" value={name} onChange={(e) => setName(e.target.value)} />
      <select id="gender" value={gender} onChange={(e) => setGender(e.target.value)}>
        <option value="" disabled />
        <option value="man" />
        <option value="vrouw" />
      </select>
      <input id="terms" type="checkbox" checked={terms} onChange={(e) => setTerms(e.target.checked)} />
      <output data-testid="state">{JSON.stringify({ name, gender, terms })}</output>
    </form>
  );
}

/** A form whose app version sends at once (no fields): what Enter in the painted copy asked for. */
function Sending({ onSent }: { onSent: () => void }) {
  useTakeOverPrerendered(true, carryPaintedForm);
  return (
    <form
      data-testid="sign-up-form"
      onSubmit={(e) => {
        e.preventDefault();
        onSent();
      }}
    />
  );
}

const PAINTED_FORM = `
  <input id="firstName" />
  <select id="gender"><option value="" disabled selected>Kies…</option><option value="man">Man</option><option value="vrouw">Vrouw</option></select>
  <input id="terms" type="checkbox" />`;

afterEach(() => {
  document.body.innerHTML = "";
});

describe("the app taking over a painted form", () => {
  it("carries what was typed, chosen and ticked into the app's own state, and removes the copy", () => {
    const painted = paint(PAINTED_FORM);
    (painted.querySelector("#firstName") as HTMLInputElement).value = "Noor";
    (painted.querySelector("#gender") as HTMLSelectElement).value = "vrouw";
    (painted.querySelector("#terms") as HTMLInputElement).checked = true;
    render(<AppForm />);
    expect(document.getElementById(PRERENDERED_ID)).toBeNull();
    expect(JSON.parse(screen.getByTestId("state").textContent ?? "")).toEqual({
      name: "Noor",
      gender: "vrouw",
      terms: true,
    });
  });

  it("leaves the app's values alone where the person chose nothing in the copy", () => {
    paint(PAINTED_FORM);
    render(<AppForm initialGender="man" />);
    expect(JSON.parse(screen.getByTestId("state").textContent ?? "")).toEqual({
      name: "",
      gender: "man",
      terms: false,
    });
  });

  it("sends the app's form when Enter was pressed in the painted one", () => {
    paint(PAINTED_FORM);
    document.documentElement.dataset.paintedSubmit = "sign-up-form";
    const sent: string[] = [];
    render(<Sending onSent={() => sent.push("sign-up-form")} />);
    expect(sent).toEqual(["sign-up-form"]);
    expect(document.documentElement.dataset.paintedSubmit).toBeUndefined();
  });
});
