import { plural } from "../../platform/plural";
import type { ProcessingWords } from "./word-types";

const PERIODS = {
  month: { one: "{count} mes", many: "{count} meses", other: "{count} meses" },
  day: { one: "{count} día", many: "{count} días", other: "{count} días" },
  hour: { one: "{count} hora", many: "{count} horas", other: "{count} horas" },
} satisfies ProcessingWords["periods"];
const months = (n: number) => plural("es", n, PERIODS.month);
const hours = (n: number) => plural("es", n, PERIODS.hour);
const days = (n: number) => plural("es", n, PERIODS.day);

export const ES: ProcessingWords = {
  title: "Registro de actividades de tratamiento",
  file: "registro-de-tratamientos",
  intro:
    "Qué guarda Hulppost para la organización, para qué, durante cuánto tiempo y quién puede verlo (art. 30 RGPD). Elaborado a partir de la configuración de la organización y del propio software, para adjuntarlo al registro de actividades de tratamiento y al contrato de encargo del tratamiento.",
  controller: (organization) =>
    `Responsable del tratamiento: ${organization}. Encargado del tratamiento: quien opera esta instalación de Hulppost.`,
  generated: (date) => `Elaborado el ${date}`,
  labels: {
    data: "Datos",
    purpose: "Finalidad",
    legalBasis: "Base jurídica",
    retention: "Plazo de conservación",
    audience: "Quién puede verlos",
    processors: "Encargados del tratamiento y destinatarios",
    special: "Categoría especial de datos (salud, art. 9 RGPD)",
    transfer: "Transferencia fuera del EEE",
    noTransfer: "Sin transferencias fuera del EEE",
    notInUse: "no se usa en esta instalación",
    none: "ninguno",
    colon: ": ",
  },
  audiences: {
    self: "la propia persona",
    hulpverlener: "los intervinientes de la organización",
    admin: "los administradores de la organización",
    super_admin: "el administrador de la plataforma Hulppost",
  },
  categories: {
    accounts: {
      title: "Cuentas e inicio de sesión",
      purpose:
        "Iniciar sesión, proteger la cuenta (contraseña, verificación en dos pasos) y confirmar el correo electrónico.",
      legalBasis: "Ejecución de un contrato (art. 6.1.b RGPD); seguridad como interés legítimo (art. 6.1.f).",
      retention: (v) =>
        `Mientras exista la cuenta. Una sesión caduca tras ${days(v.sessionDays)} sin uso; los enlaces de confirmación, a las 24 horas.`,
    },
    profiles: {
      title: "Perfiles de los intervinientes",
      purpose:
        "Conocer y asignar al interviniente: datos de contacto, fecha de nacimiento (menores, reglas de edad), titulaciones e IBAN para las compensaciones del voluntariado.",
      legalBasis:
        "Ejecución del acuerdo de voluntariado (art. 6.1.b RGPD); obligación contable de las compensaciones (art. 6.1.c).",
      retention: () =>
        "Mientras la persona sea miembro. Al cerrar la cuenta se suprimen los datos; las horas trabajadas se conservan con un seudónimo.",
    },
    memberships: {
      title: "Membresías y roles",
      purpose: "Saber quién pertenece a la organización, con qué rol y en qué equipo, y a quién se ha invitado.",
      legalBasis: "Ejecución de un contrato (art. 6.1.b RGPD).",
      retention: (v) =>
        `Mientras la persona sea miembro. Las invitaciones caducan en la fecha que elige el administrador (como máximo ${days(v.invitationMaxDays)}).`,
    },
    events: {
      title: "Eventos, turnos y horas",
      purpose:
        "Planificar eventos, asignarles intervinientes y llevar las horas trabajadas para informes y compensaciones.",
      legalBasis: "Ejecución de un contrato (art. 6.1.b RGPD); obligación contable (art. 6.1.c).",
      retention: () =>
        "Se conservan como historial de la organización; quien cierra su cuenta solo figura en él con un seudónimo.",
    },
    availability: {
      title: "Interés y disponibilidad",
      purpose: "Saber quién quiere y puede ayudar en un evento, y respetar las ausencias al planificar.",
      legalBasis: "Ejecución de un contrato (art. 6.1.b RGPD).",
      retention: () => "Mientras la persona sea miembro; ella misma puede modificarlos o suprimirlos.",
    },
    patients: {
      title: "Historias de pacientes, constantes vitales y fotos",
      purpose: "Prestar la asistencia y transferirla, dejar constancia de ella y llevar la historia clínica.",
      legalBasis:
        "Obligación legal de llevar una historia clínica (art. 6.1.c RGPD) e intereses vitales (art. 6.1.d); asistencia sanitaria por personas sujetas a secreto profesional (art. 9.2.h) e intereses vitales (art. 9.2.c).",
      retention: (v) =>
        v.patientMonths === null
          ? "Se conservan hasta que la organización las elimine (configuración: conservar). La ley exige 20 años (NL) o 30 años (BE) para la historia clínica."
          : `${months(v.patientMonths)} después del final del evento; después se eliminan automáticamente cada día.`,
    },
    incidents: {
      title: "Incidentes y víctimas",
      purpose: "Clasificar y seguir a las víctimas de un incidente grave y repartirlas entre hospitales.",
      legalBasis: "Intereses vitales (art. 6.1.d y art. 9.2.c RGPD); asistencia sanitaria (art. 9.2.h).",
      retention: () => "Se conservan hasta que la organización elimine el incidente.",
    },
    chat: {
      title: "Chat",
      purpose: "Permitir que los intervinientes se coordinen durante un evento.",
      legalBasis: "Interés legítimo: coordinar el dispositivo (art. 6.1.f RGPD).",
      retention: (v) =>
        v.chatDays === null
          ? "Se conservan (configuración: conservar); al cerrar una cuenta se suprime el texto de sus mensajes."
          : `${days(v.chatDays)}; después se eliminan automáticamente.`,
    },
    sms: {
      title: "SMS",
      purpose: "Convocar o avisar a los intervinientes por SMS y seguir la entrega.",
      legalBasis: "Interés legítimo: localizar a los intervinientes (art. 6.1.f RGPD).",
      retention: () => "Se conservan como historial de envíos de la organización.",
    },
    locations: {
      title: "Ubicaciones compartidas",
      purpose: "Ver dónde están los intervinientes durante un evento, por su seguridad y para enviar al más cercano.",
      legalBasis:
        "Interés legítimo: seguridad y coordinación (art. 6.1.f RGPD); el interviniente activa él mismo la función de compartir.",
      retention: (v) => `${hours(v.locationHours)} después del final del evento; después se eliminan automáticamente.`,
    },
    notifications: {
      title: "Notificaciones y dispositivos push",
      purpose: "Entregar las notificaciones por el canal que elige la persona (push, SMS, correo electrónico).",
      legalBasis: "Ejecución de un contrato (art. 6.1.b RGPD).",
      retention: (v) =>
        `Mientras exista la cuenta; se retira un dispositivo que el servicio push rechaza. Avisos en directo para dispositivos sin conexión: ${hours(v.noticeHours)}.`,
    },
    audit: {
      title: "Registro de auditoría",
      purpose: "Dejar constancia de quién consultó, modificó o descargó qué datos, para detectar abusos.",
      legalBasis: "Obligación legal de seguridad (art. 6.1.c y art. 32 RGPD).",
      retention: () => "Se conserva mientras exista la organización.",
    },
    mail: {
      title: "Correo saliente",
      purpose: "Enviar correos (confirmación, invitación, notificaciones) de forma fiable y reintentar.",
      legalBasis: "Ejecución de un contrato (art. 6.1.b RGPD).",
      retention: () => "Se conservan como historial de envíos; solo el administrador de la plataforma puede verlos.",
    },
    billing: {
      title: "Facturación y suscripción",
      purpose: "Gestionar y pagar la suscripción de la organización.",
      legalBasis: "Ejecución de un contrato (art. 6.1.b RGPD); obligación fiscal de conservación (art. 6.1.c).",
      retention: () =>
        "Mientras dure la suscripción; las facturas, el tiempo que exija la ley fiscal (7 años), en el proveedor de pagos.",
    },
    infrastructure: {
      title: "Material e infraestructura",
      purpose: "Planificar y mantener el material, los vehículos y los puestos.",
      legalBasis: "Interés legítimo: gestionar la organización (art. 6.1.f RGPD).",
      retention: () => "Se conservan hasta que la organización los elimine.",
    },
    organisation: {
      title: "Organización y configuración",
      purpose: "Mantener la organización, su configuración, sus plantillas de tratamiento y sus exportaciones.",
      legalBasis: "Ejecución de un contrato (art. 6.1.b RGPD).",
      retention: () =>
        "Mientras exista la organización; una exportación está disponible 24 horas. Una organización eliminada desaparece por completo a los 30 días.",
    },
    operations: {
      title: "Funcionamiento técnico",
      purpose: "Ejecutar tareas en segundo plano, frenar los abusos y responder a los mensajes de contacto.",
      legalBasis: "Interés legítimo: un servicio seguro y operativo (art. 6.1.f RGPD).",
      retention: () =>
        "Contadores contra abusos: unos minutos; tareas terminadas y mensajes de contacto, el tiempo necesario.",
    },
  },
  processors: {
    mail: {
      name: "Servidor de correo (SMTP)",
      service: "Envía los correos a intervinientes y administradores.",
      transfer: null,
    },
    sms: {
      name: "Twilio Inc.",
      service: "Envía los SMS: número de móvil y texto del mensaje.",
      transfer: "Estados Unidos: Marco de Privacidad de Datos UE-EE. UU. y cláusulas contractuales tipo.",
    },
    payments: {
      name: "Stripe Payments Europe Ltd.",
      service: "Pagos y facturas de la suscripción: nombre y correo electrónico de la organización.",
      transfer:
        "Estados Unidos (Stripe, Inc.): Marco de Privacidad de Datos UE-EE. UU. y cláusulas contractuales tipo.",
    },
    push: {
      name: "Servicios push de los navegadores (Google, Mozilla, Apple, Microsoft)",
      service:
        "Entregan las notificaciones a los dispositivos; el contenido va cifrado, el servicio solo ve el dispositivo.",
      transfer: "Estados Unidos: Marco de Privacidad de Datos UE-EE. UU.",
    },
    tiles: {
      name: "Servidor de teselas del mapa",
      service: "Sirve las teselas del mapa; ve la dirección IP de quien consulta el mapa, ningún dato de Hulppost.",
      transfer: "Reino Unido (OpenStreetMap Foundation): decisión de adecuación de la Comisión Europea.",
    },
  },
  footer: (page, pages) => `Registro de actividades de tratamiento · página ${page} de ${pages}`,
  periods: PERIODS,
};
