import "@testing-library/jest-dom/vitest";
import type { MeView } from "@hulppost/shared/me";
import { QueryClientProvider } from "@tanstack/react-query";
import { cleanup, configure, render, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { type ReactElement, type ReactNode, Suspense, useState } from "react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { Toaster, toast } from "sonner";
import { afterEach, expect, vi } from "vitest";
import { createQueryClient } from "../app/query-client";
import { setFieldPerson } from "../lib/field/field-writes";
import i18n from "../lib/i18n";
import { OrganizationProvider } from "../lib/organization-context";
import { ME_QUERY_KEY } from "../lib/session";
import { me as aMe } from "./fixtures";

/**
 * The component tests' one helper: a screen rendered with the providers the signed-in app uses
 * (a fresh query client without retries, the organisation of the signed-in person, a memory
 * router, the toasts), the app's own i18n in Dutch, and a fake API in place of `fetch` that
 * answers per route and keeps every request sent.
 */

// ─── Words: every Dutch namespace, in memory before the first render (no loading, no suspense) ──

const dutch = import.meta.glob<Record<string, unknown>>("../locales/nl/*.json", { eager: true, import: "default" });
for (const [file, words] of Object.entries(dutch))
  i18n.addResourceBundle("nl", file.replace(/^.*\/(\w+)\.json$/, "$1"), words, true, true);
await i18n.changeLanguage("nl");

/** The Dutch sentence for a key ("ns:key"), as the screen shows it. */
export const nl = (key: string, options?: Record<string, unknown>) => i18n.t(key, options ?? {});

// ─── What jsdom lacks: Radix measures with ResizeObserver; the event form scrolls a notice into view ──

Element.prototype.scrollIntoView ??= () => {};
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
};

// A machine shared with other work can be slow: give the screen a little longer to answer.
configure({ asyncUtilTimeout: 10_000 });

// ─── The fake API ──────────────────────────────────────────────────────────────────────────────

/** A request as the screen sent it. */
export interface SentRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  body: unknown;
}

/** What the fake server answers: a status and a JSON body. */
export interface Answer {
  status: number;
  body?: unknown;
  /** Held back until this settles: a slow answer that may arrive after a later one. */
  after?: Promise<unknown>;
}

export const ok = (body: unknown, status = 200): Answer => ({ status, body });

/** A refusal in the API's own shape (`{ error: { code, message, fields, details } }`). */
export const refusal = (
  status: number,
  code: string,
  extra: { fields?: Record<string, string>; details?: Record<string, unknown> } = {},
): Answer => ({ status, body: { error: { code, message: code, ...extra } } });

export class FakeApi {
  readonly requests: SentRequest[] = [];
  private readonly routes = new Map<string, Answer[]>();

  /**
   * Answers `method path` (the path without its query) with these answers in turn; the last one
   * keeps answering. A route nobody set up answers 404 NOT_FOUND.
   */
  on(method: string, path: string, ...answers: Answer[]): this {
    this.routes.set(`${method} ${path}`, answers);
    return this;
  }

  /** The requests sent with this method (and path), oldest first. */
  sent(method: string, path?: string): SentRequest[] {
    return this.requests.filter((r) => r.method === method && (path === undefined || r.path === path));
  }

  /** Waits for the screen to send `method path` and gives back the last such request. */
  async next(method: string, path: string): Promise<SentRequest> {
    await waitFor(() => expect(this.sent(method, path).length).toBeGreaterThan(0));
    return this.sent(method, path).at(-1) as SentRequest;
  }

  readonly fetch = async (input: RequestInfo | URL, init: RequestInit = {}): Promise<Response> => {
    const url = new URL(String(input), "http://localhost");
    const method = (init.method ?? "GET").toUpperCase();
    const body = typeof init.body === "string" ? JSON.parse(init.body) : (init.body ?? undefined);
    this.requests.push({ method, path: url.pathname, query: url.searchParams, body });
    const answers = this.routes.get(`${method} ${url.pathname}`);
    const answer = (answers && answers.length > 1 ? answers.shift() : answers?.[0]) ?? refusal(404, "NOT_FOUND");
    if (answer.after) await answer.after;
    if (answer.status === 204) return new Response(null, { status: 204 });
    return new Response(JSON.stringify(answer.body ?? null), {
      status: answer.status,
      headers: { "content-type": "application/json" },
    });
  };
}

// ─── Rendering ─────────────────────────────────────────────────────────────────────────────────

export interface RenderOptions {
  /** The server the screen talks to, its routes set up before the first request. */
  api?: FakeApi;
  /** The route pattern the screen is mounted at, and the address it opens on. */
  route?: string;
  at?: string;
  /** The signed-in person (their first organisation is the selected one). */
  me?: MeView;
}

/** Renders a screen as the signed-in app would, with a fresh fake API in place of `fetch`. */
export function renderScreen(
  screen: ReactElement,
  { api = new FakeApi(), route = "/", at = route, me = aMe() }: RenderOptions = {},
) {
  vi.stubGlobal("fetch", api.fetch);
  const client = createQueryClient();
  const defaults = client.getDefaultOptions();
  client.setDefaultOptions({
    queries: { ...defaults.queries, retry: false, refetchOnWindowFocus: false },
    mutations: { ...defaults.mutations, retry: false },
  });
  client.setQueryData(ME_QUERY_KEY, me);
  // As the signed-in layout's field mode does: changes are made as this person.
  setFieldPerson({ id: me.user.id, name: me.user.name });
  // Every other address is a page of its own, so a test can see where the screen went.
  const router = createMemoryRouter(
    [
      { path: route, element: screen },
      { path: "*", element: <main data-testid="other-page" /> },
    ],
    { initialEntries: [at] },
  );
  // Keystrokes without a pause between them: the screens' own timers (debounces) still run.
  const user = userEvent.setup({ delay: null });
  const view = render(
    <QueryClientProvider client={client}>
      <OrganizationProvider me={me}>
        <Suspense fallback={null}>
          <RouterProvider router={router} />
        </Suspense>
      </OrganizationProvider>
      <Toaster />
    </QueryClientProvider>,
  );
  /** Where the screen is now: path and query. */
  const location = () => `${router.state.location.pathname}${router.state.location.search}`;
  return { ...view, api, client, router, user, location };
}

/** A dialog as the page that holds it has it: open, until the dialog asks to close. */
export function OpenDialog({ children }: { children: (open: boolean, setOpen: (open: boolean) => void) => ReactNode }) {
  const [open, setOpen] = useState(true);
  return children(open, setOpen);
}

afterEach(() => {
  cleanup();
  // Sonner keeps its toasts for the next Toaster to show: a test sees only its own.
  toast.dismiss();
  setFieldPerson(null);
  vi.unstubAllGlobals();
  localStorage.clear();
});
