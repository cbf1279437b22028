import type { MailLanguage } from "../mail-words";

/** The mails' and text messages' words in Spanish. */
export const es: MailLanguage = {
  greeting: "Hola, {{name}}:",
  signature: "El equipo de Hulppost",
  linkHint: "Si el botón no funciona, copia este enlace en tu navegador:",
  posts: { doctor: "médico/a", nurse: "enfermero/a", first_aider: "socorrista" },
  sms: {
    assigned: "Hulppost: te han asignado como {{post}} en {{event}} el {{date}} a las {{time}}.",
    unassigned: "Hulppost: ya no estás asignado/a a {{event}} el {{date}}.",
    incident: "Hulppost: INCIDENTE en {{event}}: {{name}}. Abre la app para ver el panel del incidente.",
  },
  templates: {
    alert: { subject: "{{title}}", intro: "{{body}}", action: "Abrir en Hulppost" },
    billingStarted: {
      subject: "Premium está activo para {{organization}}",
      intro: "{{organization}} ya usa Hulppost Premium.",
      action: "Ver tu suscripción",
    },
    billingTrialStarted: {
      subject: "Ha empezado tu prueba gratuita de Premium",
      intro:
        "{{organization}} ya usa Hulppost Premium. La prueba gratuita dura hasta el {{date}}; hasta entonces no pagas nada.",
      action: "Ver tu suscripción",
    },
    billingTrialEnding: {
      subject: "Tu periodo de prueba termina el {{date}}",
      intro:
        "La prueba gratuita de Premium para {{organization}} termina el {{date}}. A partir de entonces la suscripción se cobrará con el método de pago que indicaste. Si no quieres continuar, cancélala en el portal de cliente antes de esa fecha.",
      action: "Gestionar suscripción",
    },
    billingPaymentFailed: {
      subject: "Ha fallado el pago de {{organization}}",
      intro:
        "Ha fallado el pago de la suscripción Premium de {{organization}}. Premium sigue funcionando hasta el {{date}}. Actualiza tu método de pago antes de esa fecha; si no, se aplicarán los límites del plan gratuito (2 eventos al mes, 5 intervinientes, sin SMS).",
      action: "Actualizar método de pago",
    },
    billingGraceEnded: {
      subject: "{{organization}} vuelve al plan gratuito",
      intro:
        "El pago de Premium de {{organization}} no se ha completado dentro del plazo de gracia. Desde ahora se aplican los límites del plan gratuito. Tus datos se conservan; paga la factura pendiente o vuelve a activar Premium para continuar.",
      action: "Ir a facturación",
    },
    billingCancelScheduled: {
      subject: "Premium cancelado para {{organization}}",
      intro:
        "Se ha cancelado la suscripción Premium de {{organization}}. Premium sigue funcionando hasta el {{date}}; después se aplican los límites del plan gratuito.",
      action: "Ir a facturación",
    },
    organizationDeparture: {
      subject: "{{organization}} deja Hulppost el {{date}}",
      intro:
        "Un administrador de {{organization}} ha solicitado eliminar la organización. El {{date}} se borrarán definitivamente la organización y todos sus datos (eventos, turnos, pacientes, chat). Hasta entonces todo funciona como antes y un administrador aún puede cancelar la baja. Tu cuenta personal no se verá afectada.",
      action: "Abrir Hulppost",
    },
    organizationDepartureCancelled: {
      subject: "{{organization}} se queda en Hulppost",
      intro: "Se ha cancelado la baja de {{organization}}. La organización y sus datos se conservan.",
      action: "Abrir Hulppost",
    },
    billingEnded: {
      subject: "Premium ha terminado para {{organization}}",
      intro:
        "La suscripción Premium de {{organization}} ha terminado. Desde ahora se aplican los límites del plan gratuito. Tus datos se conservan.",
      action: "Ir a facturación",
    },
    verifyEmail: {
      subject: "Confirma tu dirección de correo para Hulppost",
      intro: "¡Te damos la bienvenida a Hulppost! Confirma tu dirección de correo para activar tu cuenta.",
      action: "Confirmar correo electrónico",
      outro: "Si no has creado ninguna cuenta, puedes ignorar este mensaje.",
    },
    resetPassword: {
      subject: "Establece una nueva contraseña para Hulppost",
      intro: "Hemos recibido una solicitud para restablecer tu contraseña. El enlace es válido durante una hora.",
      action: "Establecer nueva contraseña",
      outro: "Si no lo has solicitado tú, tu contraseña no cambiará.",
    },
    invite: {
      subject: "Te han invitado a Hulppost",
      intro: "Se ha creado una cuenta de Hulppost para ti. Elige una contraseña para iniciar sesión.",
      action: "Elegir contraseña",
      outro: "El enlace es válido durante 7 días.",
    },
    accountExists: {
      subject: "Ya tienes una cuenta de Hulppost",
      intro:
        "Alguien ha intentado crear una cuenta nueva con esta dirección de correo, pero ya existe una. Inicia sesión o establece una nueva contraseña.",
      action: "Ir a iniciar sesión",
      outro: "Si no has sido tú, no tienes que hacer nada.",
    },
    eventAssigned: {
      subject: "Te han asignado: {{event}}",
      intro: "Te han asignado como {{post}} en {{event}} el {{date}} ({{time}}) en {{location}}.",
      action: "Ver el evento",
    },
    eventUnassigned: {
      subject: "Ya no estás asignado/a: {{event}}",
      intro: "Ya no estás asignado/a a {{event}} el {{date}}.",
      action: "Ver tus eventos",
    },
    contactMessage: {
      subject: "Nuevo mensaje de contacto de {{name}}",
      intro: "{{name}} ({{email}}, {{organization}}) ha escrito a través del formulario de contacto:",
    },
  },
};
