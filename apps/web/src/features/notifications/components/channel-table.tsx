import {
  ALERT_KINDS,
  type AlertKind,
  CHANNELS,
  type Channel,
  type ChannelChoice,
} from "@hulppost/shared/notifications";
import { useTranslation } from "react-i18next";
import { Checkbox } from "../../../components/ui/checkbox";

export type Choices = Record<AlertKind, ChannelChoice>;

/**
 * Kinds of alert down, channels across (push, SMS, e-mail), a tick per pair: the person's own
 * choices on the profile, the organisation's defaults in Options. SMS only where the organisation
 * has it.
 */
export function ChannelTable({
  value,
  onChange,
  sms,
  idPrefix,
}: {
  value: Choices;
  onChange: (next: Choices) => void;
  sms: boolean;
  idPrefix: string;
}) {
  const { t } = useTranslation("notifications");
  const channels = CHANNELS.filter((channel) => sms || channel !== "sms");
  const set = (kind: AlertKind, channel: Channel, on: boolean) =>
    onChange({ ...value, [kind]: { ...value[kind], [channel]: on } });
  return (
    <div className="overflow-x-auto">
      <table className="w-full text-sm" data-testid={`${idPrefix}-channels`}>
        <thead>
          <tr className="border-b border-slate-200 text-left text-xs text-slate-500 uppercase">
            <th className="py-2 pr-3 font-semibold">{t("kinds.title")}</th>
            {channels.map((channel) => (
              <th key={channel} className="w-20 px-2 py-2 text-center font-semibold">
                {t(`channels.${channel}`)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {ALERT_KINDS.map((kind) => (
            <tr key={kind}>
              <td className="py-2 pr-3">
                <span className="font-medium text-slate-900">{t(`kinds.${kind}.name`)}</span>
                <span className="block text-xs text-slate-500">{t(`kinds.${kind}.hint`)}</span>
              </td>
              {channels.map((channel) => {
                const id = `${idPrefix}-${kind}-${channel}`;
                // Being rostered or taken off always comes by mail (and SMS where the organisation
                // sends it), as before alerts existed: only the push is a choice (decision 046).
                const fixed = kind === "assignment" && channel !== "push";
                return (
                  <td key={channel} className="px-2 py-2 text-center">
                    <Checkbox
                      id={id}
                      disabled={fixed}
                      checked={fixed ? channel === "email" : value[kind][channel]}
                      onCheckedChange={(on) => set(kind, channel, on === true)}
                      aria-label={t("channelFor", { kind: t(`kinds.${kind}.name`), channel: t(`channels.${channel}`) })}
                      data-testid={id}
                    />
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** The kinds a person or an admin changed from what they had: only those are saved as chosen. */
export const sameChoices = (a: ChannelChoice, b: ChannelChoice) =>
  a.push === b.push && a.sms === b.sms && a.email === b.email;

export { ALERT_KINDS };
