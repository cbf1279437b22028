import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import i18n from "../../../lib/i18n";
import { member, ORG_ID, org, smsMessage, smsPreview } from "../../../test/fixtures";
import { type Answer, FakeApi, nl, ok, refusal, renderScreen } from "../../../test/render";
import { SmsComposeForm } from "./sms-compose-form";

const PREVIEW = org("/sms/preview");
const MESSAGES = org("/sms/messages");
const SARA = member();
const JONAS = member({ userId: "0b6f3c7e-1d2a-4c5b-9e8f-0000000000b2", firstName: "Jonas", lastName: "Peeters" });

/** The compose form of an organisation with two caregivers; the preview answers `preview`. */
function renderCompose(api: FakeApi, preview: Answer = ok(smsPreview([SARA]))) {
  api
    .on("GET", org("/members"), ok([SARA, JONAS]))
    .on("GET", org("/events"), ok([]))
    .on("POST", PREVIEW, preview);
  const view = renderScreen(<SmsComposeForm orgId={ORG_ID} />, { api });
  const text = () => screen.getByRole("textbox", { name: nl("sms:compose.text") });
  const send = () => screen.getByRole("button", { name: nl("sms:send.now") });
  const tick = async (name: string | RegExp) => view.user.click(await screen.findByRole("checkbox", { name }));
  /** The counter's line for a text of `n` characters. */
  const counter = (n: number, encoding: "gsm7" | "unicode", parts: number) =>
    nl("sms:counter.line", {
      n,
      max: 160,
      encoding: nl(`sms:counter.encoding.${encoding}`),
      parts: nl("sms:counter.parts", { count: parts }),
    });
  return { ...view, text, send, tick, counter };
}

describe("SMS compose", () => {
  it("counts characters and SMS parts as the text is typed, Unicode included", async () => {
    const { user, text, counter } = renderCompose(new FakeApi());
    await user.type(text(), "Briefing om 9 uur");
    expect(screen.getByTestId("sms-counter")).toHaveTextContent(counter(17, "gsm7", 1));

    // An emoji makes it Unicode: 70 characters a part, so 80 characters are two SMS.
    await user.clear(text());
    await user.click(text());
    await user.paste(`${"a".repeat(78)}👋`);
    expect(screen.getByTestId("sms-counter")).toHaveTextContent(counter(79, "unicode", 2));
    expect(screen.getByText(nl("sms:counter.unicodeHint"))).toBeInTheDocument();
  });

  it("keeps the send button off and says what is missing: a text, then a recipient", async () => {
    const { user, text, send, tick } = renderCompose(new FakeApi());
    expect(send()).toBeDisabled();
    expect(screen.getByText(nl("sms:send.needText"))).toBeInTheDocument();

    await user.type(text(), "Briefing om 9 uur");
    expect(send()).toBeDisabled();
    expect(screen.getByText(nl("sms:send.needRecipients"))).toBeInTheDocument();

    await tick(/Sara Maes/);
    await expect.poll(() => send()).toBeEnabled();
  });

  it("refuses a text over 160 characters", async () => {
    const { user, text, send, tick, counter } = renderCompose(new FakeApi());
    await tick(/Sara Maes/);
    await user.click(text());
    await user.paste("a".repeat(161));

    expect(screen.getByTestId("sms-counter")).toHaveTextContent(counter(161, "gsm7", 2));
    expect(await screen.findAllByText(nl("validation:smsTooLong"))).not.toHaveLength(0);
    expect(send()).toBeDisabled();
  });

  it("shows who gets it and sends to the chosen recipients", async () => {
    const api = new FakeApi().on("POST", MESSAGES, ok(smsMessage({ recipientCount: 2 }), 201));
    const { user, text, send, tick } = renderCompose(api, ok(smsPreview([SARA, JONAS])));
    await user.type(text(), "Briefing om 9 uur");
    await tick(/Sara Maes/);
    await tick(/Jonas Peeters/);
    await tick(nl("common:qualifications.doctor"));

    // The button comes on once the preview answers for exactly what is ticked.
    await expect.poll(() => send()).toBeEnabled();
    const preview = screen.getByTestId("sms-preview");
    expect(within(preview).getByText("Sara Maes")).toBeInTheDocument();
    expect(within(preview).getByText("Jonas Peeters")).toBeInTheDocument();
    expect(screen.getByText(nl("sms:preview.summary", { count: 2 }))).toBeInTheDocument();
    const recipients = {
      userIds: [SARA.userId, JONAS.userId],
      eventIds: [],
      teamIds: [],
      qualifications: ["doctor"],
      everyone: false,
    };
    expect(api.sent("POST", PREVIEW).at(-1)?.body).toEqual({ recipients });

    await user.click(send());
    expect((await api.next("POST", MESSAGES)).body).toEqual({
      id: expect.any(String),
      text: "Briefing om 9 uur",
      recipients,
      scheduledAt: null,
      eventId: null,
    });
    expect(await screen.findByText(nl("sms:toasts.sent", { count: 2 }))).toBeInTheDocument();
    expect(text()).toHaveValue("");
  });

  it("does not send when nobody chosen has a phone number", async () => {
    const api = new FakeApi();
    const nobody = ok({ recipients: [], skipped: [{ userId: SARA.userId, name: "Sara Maes", reason: "noPhone" }] });
    const { user, text, send, tick } = renderCompose(api, nobody);
    await user.type(text(), "Briefing om 9 uur");
    await tick(/Sara Maes/);

    expect(await screen.findByText(nl("validation:noRecipientsWithPhone"))).toBeInTheDocument();
    expect(within(screen.getByTestId("sms-preview")).getByText(nl("sms:skipReasons.noPhone"))).toBeInTheDocument();
    expect(send()).toBeDisabled();
    expect(api.sent("POST", MESSAGES)).toEqual([]);
  });

  it("shows the server's refusal at the text, naming whose filled-in text is too long", async () => {
    const api = new FakeApi().on(
      "POST",
      MESSAGES,
      refusal(422, "VALIDATION_ERROR", {
        fields: { text: "smsTooLongFilled" },
        details: { recipient: "Sara Maes", characters: 172 },
      }),
    );
    const { user, text, send, tick } = renderCompose(api);
    await user.click(text());
    await user.paste("Hoi {voornaam}");
    await tick(/Sara Maes/);
    await expect.poll(() => send()).toBeEnabled();
    await user.click(send());

    const whose = nl("sms:compose.tooLongFor", { name: "Sara Maes", count: 172 });
    expect(await screen.findByText(`${nl("validation:smsTooLongFilled")} ${whose}`)).toBeInTheDocument();
    expect(text()).toHaveAttribute("aria-invalid", "true");
    expect(text()).toHaveValue("Hoi {voornaam}");
  });
});

describe("SMS placeholders in the reader's language", () => {
  it("inserts and explains {prénom} and {événement} to a French reader", async () => {
    await i18n.changeLanguage("fr");
    try {
      const { user } = renderCompose(new FakeApi());
      const textarea = await screen.findByTestId("sms-text");
      await user.click(screen.getByTestId("sms-insert-firstname"));
      await user.click(screen.getByTestId("sms-insert-event"));
      expect(textarea).toHaveValue("{prénom}{événement}");
      expect(screen.getByText(/\{prénom\}.*\{événement\}/)).toBeInTheDocument();
    } finally {
      await i18n.changeLanguage("nl");
    }
  });
});
