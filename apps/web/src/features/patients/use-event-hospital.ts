import { useEventHospitalQuery } from "./api/event-hospital";

/** The event's nearest hospital by name, or null while unknown (api/event-hospital.ts says where from). */
export function useEventHospital(orgId: string, eventId: string): string | null {
  return useEventHospitalQuery(orgId, eventId).data ?? null;
}
