import { Laptop, Smartphone } from "lucide-react";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import { Badge } from "../../components/ui/badge";
import { Button } from "../../components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "../../components/ui/card";
import { useFormat } from "../../lib/format";
import { useErrorMessage } from "../../lib/use-error-message";
import { describeAgent } from "../../lib/user-agent";
import { useRevokeOtherSessions, useRevokeSession } from "./api/revoke-sessions";
import { type SessionInfo, useCurrentSession, useSessions } from "./api/sessions";

type DeviceGroup = { latest: SessionInfo; tokens: string[]; isCurrent: boolean };

/**
 * Sessions of one browser on one address, as one row: signing in twenty times from the same
 * laptop is one place to be signed in, not twenty rows. This browser's own session stays apart.
 * `list` is newest first, so each group's first session is its latest.
 */
function sameDevice(list: SessionInfo[], currentToken: string | undefined): DeviceGroup[] {
  const groups = new Map<string, DeviceGroup>();
  for (const session of list) {
    const isCurrent = session.token === currentToken;
    const key = isCurrent
      ? "current"
      : `${describeAgent(session.userAgent).label}|${session.userAgent}|${session.ipAddress}`;
    const group = groups.get(key);
    if (group) group.tokens.push(session.token);
    else groups.set(key, { latest: session, tokens: [session.token], isCurrent });
  }
  return [...groups.values()];
}

/** Where I am signed in, with "sign out everywhere else". */
export function SessionsCard() {
  const { t } = useTranslation("profile");
  const errorMessage = useErrorMessage();
  const sessions = useSessions();
  const current = useCurrentSession();
  const failed = (error: Error) => toast.error(t("common:toasts.saveFailed"), { description: errorMessage(error) });
  const revokeOthers = useRevokeOtherSessions({
    onSuccess: () => toast.success(t("sessions.othersSignedOut")),
    onError: failed,
  });
  const revokeOne = useRevokeSession({ onError: failed });
  const { dateTime } = useFormat();
  const currentToken = current.data?.session.token;
  const list = [...(sessions.data ?? [])].sort((a, b) => b.updatedAt.localeCompare(a.updatedAt));
  const groups = sameDevice(list, currentToken);

  return (
    <Card>
      <CardHeader>
        <CardTitle>{t("sessions.title")}</CardTitle>
        <CardDescription>{t("sessions.description")}</CardDescription>
      </CardHeader>
      <CardContent>
        <ul className="divide-y divide-slate-100" data-testid="sessions-list">
          {groups.map(({ latest, tokens, isCurrent }) => {
            const agent = describeAgent(latest.userAgent);
            return (
              <li key={latest.id} className="flex items-center gap-3 py-3" data-testid="session-row">
                {agent.mobile ? (
                  <Smartphone className="h-5 w-5 shrink-0 text-slate-500" aria-hidden />
                ) : (
                  <Laptop className="h-5 w-5 shrink-0 text-slate-500" aria-hidden />
                )}
                <div className="min-w-0 flex-1 text-sm">
                  <p className="font-medium text-slate-800">
                    {agent.label || t("sessions.unknownDevice")}{" "}
                    {isCurrent && <Badge tone="green">{t("sessions.current")}</Badge>}
                    {tokens.length > 1 && (
                      <span className="font-normal text-slate-500">
                        {" "}
                        · {t("sessions.count", { count: tokens.length })}
                      </span>
                    )}
                  </p>
                  {/* An IPv6 address has no place to break: it may break anywhere rather than widen the page. */}
                  <p className="text-slate-500 [overflow-wrap:anywhere]">
                    {t("sessions.lastActive", { when: dateTime(latest.updatedAt), ip: latest.ipAddress || "—" })}
                  </p>
                </div>
                {!isCurrent && (
                  <Button
                    variant="ghost"
                    onClick={() => {
                      for (const token of tokens) revokeOne.mutate(token);
                    }}
                  >
                    {t("sessions.signOut")}
                  </Button>
                )}
              </li>
            );
          })}
        </ul>
        <Button
          variant="outline"
          className="mt-4"
          onClick={() => revokeOthers.mutate()}
          loading={revokeOthers.isPending}
          disabled={list.length < 2}
          data-testid="revoke-other-sessions"
        >
          {t("sessions.signOutOthers")}
        </Button>
      </CardContent>
    </Card>
  );
}
