import { type APIRequestContext, expect, type Page, request } from "@playwright/test";

export const DEMO_PASSWORD = "demo1234";

/** Signs in through the API (the browser shares the cookie) and, unless asked, skips the tour. */
export async function signIn(page: Page, email: string, options: { password?: string; keepTour?: boolean } = {}) {
  const response = await page.request.post("/api/auth/sign-in/email", {
    data: { email, password: options.password ?? DEMO_PASSWORD },
  });
  expect(response.status(), await response.text()).toBe(200);
  if (!options.keepTour) await page.request.post("/api/me/onboarding/complete", { data: {} });
}

/** A request context signed in as the demo super admin, who can read the mail outbox. */
export async function superAdminApi(baseURL: string): Promise<APIRequestContext> {
  const api = await request.newContext({ baseURL });
  const response = await api.post("/api/auth/sign-in/email", {
    data: { email: "superadmin@demo.test", password: DEMO_PASSWORD },
  });
  expect(response.status()).toBe(200);
  return api;
}

/** The link in the newest mail of a kind sent to an address (the server has no SMTP in tests). */
export async function linkFromOutbox(baseURL: string, to: string, template: string): Promise<URL> {
  const api = await superAdminApi(baseURL);
  try {
    let link: string | undefined;
    await expect
      .poll(async () => {
        const mails = (await (await api.get(`/api/platform/outbox?to=${encodeURIComponent(to)}`)).json()) as {
          template: string;
          text: string;
        }[];
        link = mails.find((m) => m.template === template)?.text.match(/https?:\/\/\S+/)?.[0];
        return link;
      })
      .toBeTruthy();
    return new URL(link as string);
  } finally {
    await api.dispose();
  }
}

export const uniqueEmail = (prefix: string) =>
  `${prefix}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.test`;

/** The demo organisation's live event (Festival Vijverpark, yesterday until tomorrow), where the demo caregiver is on duty. */
export async function liveEvent(page: Page): Promise<{ orgId: string; eventId: string }> {
  const me = await (await page.request.get("/api/me")).json();
  const orgId = me.organizations[0].id as string;
  const events = (await (await page.request.get(`/api/orgs/${orgId}/my-events`)).json()) as {
    id: string;
    phase: string;
  }[];
  const live = events.find((e) => e.phase === "live");
  expect(live, "a live demo event with the demo caregiver on it").toBeTruthy();
  return { orgId, eventId: live?.id as string };
}

/** A new account with its address confirmed from the mail, as a visitor makes one: its email. */
export async function signUpConfirmed(
  baseURL: string,
  person: { prefix: string; password: string; firstName: string; lastName: string },
): Promise<string> {
  const email = uniqueEmail(person.prefix);
  const visitor = await request.newContext({ baseURL });
  const signUp = await visitor.post("/api/auth/sign-up/email", {
    headers: { origin: baseURL },
    data: {
      email,
      password: person.password,
      name: `${person.firstName} ${person.lastName}`,
      firstName: person.firstName,
      lastName: person.lastName,
      birthDate: "1990-03-03",
      gender: "vrouw",
    },
  });
  expect(signUp.status()).toBe(200);
  const verify = await linkFromOutbox(baseURL, email, "verifyEmail");
  expect((await visitor.get(`${verify.pathname}${verify.search}`, { maxRedirects: 0 })).status()).toBe(302);
  await visitor.dispose();
  return email;
}
