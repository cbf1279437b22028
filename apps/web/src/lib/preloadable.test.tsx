import { act, cleanup, render, screen } from "@testing-library/react";
import { Suspense } from "react";
import { afterEach, describe, expect, it } from "vitest";
import { preloadable } from "./preloadable";

function Greeting({ name }: { name: string }) {
  return <p>{`Hallo ${name}`}</p>;
}

/** A load the test answers when it wants: the code "on its way". */
function heldLoad() {
  let answer: (component: typeof Greeting) => void = () => {};
  let calls = 0;
  const load = () => {
    calls += 1;
    return new Promise<typeof Greeting>((resolve) => {
      answer = resolve;
    });
  };
  return { load, answer: (component: typeof Greeting) => answer(component), calls: () => calls };
}

const inSuspense = (node: React.ReactNode) => <Suspense fallback={<p>{"Laden"}</p>}>{node}</Suspense>;

afterEach(cleanup);

describe("preloadable", () => {
  it("renders at once, without a fallback, when its code was loaded ahead", async () => {
    const Component = preloadable(async () => Greeting);
    await Component.preload();
    render(inSuspense(<Component name="Sam" />));
    // In the first render itself: React.lazy would show "Laden" here, and the content a moment later.
    expect(screen.getByText("Hallo Sam")).toBeTruthy();
    expect(screen.queryByText("Laden")).toBeNull();
  });

  it("shows the fallback until its code comes when it was not loaded ahead", async () => {
    const held = heldLoad();
    const Component = preloadable(held.load);
    render(inSuspense(<Component name="Sam" />));
    expect(screen.getByText("Laden")).toBeTruthy();
    await act(async () => held.answer(Greeting));
    expect(await screen.findByText("Hallo Sam")).toBeTruthy();
  });

  it("loads its code once, however often it is preloaded or rendered", async () => {
    const held = heldLoad();
    const Component = preloadable(held.load);
    const first = Component.preload();
    void Component.preload();
    render(inSuspense(<Component name="Sam" />));
    await act(async () => held.answer(Greeting));
    await first;
    expect(held.calls()).toBe(1);
  });

  it("asks again after a failed download", async () => {
    let fail = true;
    const Component = preloadable(async () => {
      if (fail) throw new Error("offline");
      return Greeting;
    });
    await expect(Component.preload()).rejects.toThrow("offline");
    fail = false;
    await Component.preload();
    render(inSuspense(<Component name="Sam" />));
    expect(screen.getByText("Hallo Sam")).toBeTruthy();
  });
});
