import type { EventView } from "@hulppost/shared/events";
import { formatPhone } from "@hulppost/shared/field-formats";
import { Clock, Hospital, Mail, MapPin, Phone, UserRound } from "lucide-react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Card, CardContent, CardHeader, CardTitle } from "../../../components/ui/card";

/** A phone number as a link a thumb can hit: on a festival field, one tap should call. */
export function PhoneLink({ phone, testId }: { phone: string; testId?: string }) {
  return (
    <a
      href={`tel:${phone}`}
      className="inline-flex min-h-9 items-center gap-2 font-medium text-brand-700 hover:underline"
      data-testid={testId}
    >
      <Phone className="h-4 w-4 shrink-0" aria-hidden />
      {formatPhone(phone)}
    </a>
  );
}

function Line({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    <div className="flex items-start gap-2 text-sm text-slate-800">
      <span className="mt-0.5 shrink-0 text-slate-400" aria-hidden>
        {icon}
      </span>
      <div className="min-w-0 break-words">{children}</div>
    </div>
  );
}

export function ContactCard({ event }: { event: EventView }) {
  const { t } = useTranslation("events");
  const empty = !event.contactName && !event.contactPhone && !event.contactEmail;
  return (
    <Card data-testid="event-contact">
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <UserRound className="h-4 w-4 text-brand-700" aria-hidden />
          {t("detail.contact")}
        </CardTitle>
      </CardHeader>
      <CardContent className="flex flex-col gap-1.5">
        {empty && <p className="text-sm text-slate-500">{t("detail.noContact")}</p>}
        {event.contactName && <p className="font-medium text-slate-900">{event.contactName}</p>}
        {event.contactPhone && <PhoneLink phone={event.contactPhone} testId="contact-phone" />}
        {event.contactEmail && (
          <Line icon={<Mail className="h-4 w-4" />}>
            <a href={`mailto:${event.contactEmail}`} className="text-brand-700 hover:underline">
              {event.contactEmail}
            </a>
          </Line>
        )}
      </CardContent>
    </Card>
  );
}

export function HospitalCard({ event }: { event: EventView }) {
  const { t } = useTranslation("events");
  const empty = !event.hospitalName && !event.hospitalAddress && !event.hospitalPhone;
  return (
    <Card data-testid="event-hospital">
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <Hospital className="h-4 w-4 text-brand-700" aria-hidden />
          {t("detail.hospital")}
        </CardTitle>
      </CardHeader>
      <CardContent className="flex flex-col gap-1.5">
        {empty && <p className="text-sm text-slate-500">{t("detail.noHospital")}</p>}
        {event.hospitalName && <p className="font-medium text-slate-900">{event.hospitalName}</p>}
        {event.hospitalAddress && (
          <Line icon={<MapPin className="h-4 w-4" />}>
            <a
              href={mapLink(event.hospitalAddress)}
              target="_blank"
              rel="noreferrer"
              className="text-slate-800 underline decoration-slate-300 underline-offset-2 hover:text-brand-700"
            >
              {event.hospitalAddress}
            </a>
          </Line>
        )}
        {event.hospitalPhone && (
          <div>
            <p className="text-xs font-medium text-slate-500 uppercase">{t("detail.emergencyPhone")}</p>
            <PhoneLink phone={event.hospitalPhone} testId="hospital-phone" />
          </div>
        )}
      </CardContent>
    </Card>
  );
}

/** An address opened in the phone's map app (OpenStreetMap search works everywhere, no account). */
export const mapLink = (address: string) => `https://www.openstreetmap.org/search?query=${encodeURIComponent(address)}`;

export function WhereWhen({ event, period }: { event: EventView; period: string }) {
  const { t } = useTranslation("events");
  return (
    <div className="flex flex-col gap-2">
      <Line icon={<Clock className="h-4 w-4" />}>
        <span className="first-letter:uppercase">{period}</span>
      </Line>
      {(event.location || event.address) && (
        <Line icon={<MapPin className="h-4 w-4" />}>
          {event.location && <p className="font-medium">{event.location}</p>}
          {event.address && (
            <a
              href={mapLink(event.address)}
              target="_blank"
              rel="noreferrer"
              className="text-slate-700 underline decoration-slate-300 underline-offset-2 hover:text-brand-700"
              aria-label={t("detail.openMap", { address: event.address })}
            >
              {event.address}
            </a>
          )}
        </Line>
      )}
    </div>
  );
}
