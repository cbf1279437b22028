import "@testing-library/jest-dom/vitest";
import { QueryClientProvider } from "@tanstack/react-query";
import { cleanup, render, screen } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createQueryClient } from "../../app/query-client";

/** A page's own modules: what this page has read from the device so far starts empty. */
async function freshPage() {
  vi.resetModules();
  const { RestoreFieldData } = await import("./field-mode");
  const { restoreFieldData } = await import("../../lib/field/restore");
  const client = createQueryClient();
  const layout = () =>
    render(
      <QueryClientProvider client={client}>
        <MemoryRouter>
          <RestoreFieldData fallback={<p data-testid="waiting" />}>
            <main data-testid="pages" />
          </RestoreFieldData>
        </MemoryRouter>
      </QueryClientProvider>,
    );
  return { layout, signInReads: () => restoreFieldData(client) };
}

describe("the signed-in layout waiting for the device's kept data", () => {
  beforeEach(() => localStorage.clear());
  afterEach(cleanup);

  it("opened directly (a reload), reads the device first and draws the pages after", async () => {
    const page = await freshPage();
    page.layout();
    expect(screen.getByTestId("waiting")).toBeInTheDocument();
    expect(await screen.findByTestId("pages")).toBeInTheDocument();
  });

  it("after a sign-in, which read the device on its way (auth-page.tsx), draws the pages at once", async () => {
    const page = await freshPage();
    await page.signInReads();
    page.layout();
    expect(screen.getByTestId("pages")).toBeInTheDocument();
    expect(screen.queryByTestId("waiting")).not.toBeInTheDocument();
  });
});
