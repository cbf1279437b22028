import { CaregiverEventPage } from "../../features/events/pages/caregiver-event-page";
import { PatientList } from "../../features/patients";

/**
 * /dashboard/event-detail: the events feature's page with the post's patient list, composed here
 * because the patients feature uses events itself (decision 038).
 */
export function CaregiverEvent() {
  return <CaregiverEventPage Patients={PatientList} />;
}
