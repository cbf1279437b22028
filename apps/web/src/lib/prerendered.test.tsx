import { cleanup, render } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { afterTakeOver, PRERENDERED_ID, useTakeOverPrerendered } from "./prerendered";

function paint() {
  const painted = document.createElement("div");
  painted.id = PRERENDERED_ID;
  document.body.append(painted);
}

function TakingOver({ ready }: { ready: boolean }) {
  useTakeOverPrerendered(ready);
  return null;
}

afterEach(() => {
  cleanup();
  document.getElementById(PRERENDERED_ID)?.remove();
});

describe("work that waits for the app to take over the painted copy", () => {
  it("runs once the app has taken over, not before", () => {
    paint();
    const ran: string[] = [];
    afterTakeOver(() => ran.push("next screen"));
    // The page is still asking (a spinner would replace the copy): the copy stays, the work waits.
    const { rerender } = render(<TakingOver ready={false} />);
    expect(ran).toEqual([]);
    rerender(<TakingOver ready />);
    expect(document.getElementById(PRERENDERED_ID)).toBeNull();
    expect(ran).toEqual(["next screen"]);
    // Once: a later take-over (another page) does not run it again.
    paint();
    render(<TakingOver ready />);
    expect(ran).toEqual(["next screen"]);
  });

  it("runs at once on a page the server did not paint", () => {
    const ran: string[] = [];
    afterTakeOver(() => ran.push("next screen"));
    expect(ran).toEqual(["next screen"]);
  });
});
