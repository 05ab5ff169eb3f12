import type { MailTexts } from './texts';

export const esTexts: MailTexts = {
  greeting: 'Hola:',
  signature: 'El equipo de Trousse',
  reset: {
    subject: 'Su código de restablecimiento de Trousse',
    codeBefore: 'Este es su código de restablecimiento: ',
    codeAfter: '',
    validity: 'Es válido durante 10 minutos y solo puede usarse una vez.',
    notYou:
      'Si no ha solicitado este código, ignore este mensaje: su código de acceso sigue siendo el mismo.',
  },
  newSignIn: {
    subject: 'Nuevo inicio de sesión en su cuenta de Trousse',
    title: 'Nuevo inicio de sesión',
    happened: ({ when, device, network }) =>
      `Se ha iniciado sesión en su cuenta el ${when} (hora de París) con ${device}${network ? ` desde la red ${network}` : ''}.`,
    wasYou: 'Si ha sido usted, no tiene que hacer nada.',
    notYou:
      'Si no ha sido usted, cambie su código de acceso y cierre las sesiones que no reconozca en la página Seguridad.',
  },
  codeChanged: {
    subject: 'Código de acceso modificado',
    happened: ({ when, device }) =>
      `El código de acceso de tu cuenta se modificó el ${when} (hora de París), desde ${device}. Se han cerrado tus demás sesiones.`,
    notYou:
      'Si no has sido tú, restablece tu código ahora mismo con «¿Has olvidado tu código?» en la pantalla de inicio de sesión y contacta con el soporte.',
  },
  cancellation: {
    subject: 'Confirmación de tu cancelación',
    confirmed: ({ number, effective, withdrawal }) =>
      withdrawal
        ? `Tu solicitud de desistimiento ${number} está registrada: tu suscripción terminó el ${effective} y el importe pagado se te reembolsará en un plazo de 14 días.`
        : `Tu solicitud de cancelación ${number} está registrada: tu suscripción terminará el ${effective}. Conservas tu plan hasta esa fecha.`,
    dataKept:
      'Tu cuenta sigue abierta con el plan gratuito y conserva todos tus datos: el fin de la suscripción no elimina ninguno, y lo encontrarás todo como estaba si vuelves a suscribirte.',
  },
  validationCode: {
    subject: 'Tu código de validación de Trousse',
    codeBefore: 'Este es tu código de validación: ',
    codeAfter: '',
    validity: (minutes) =>
      `Es válido durante ${minutes} minutos; tras 3 intentos incorrectos tendrás que pedir uno nuevo.`,
    notYou:
      'Alguien ha indicado esta dirección como dirección de recuperación de una cuenta de Trousse. Si no has sido tú, ignora este mensaje: sin este código no cambia nada.',
  },
  recoveryEmailSet: {
    subject: 'Dirección de recuperación añadida a tu cuenta de Trousse',
    happened: ({ when, recoveryEmail, device }) =>
      `El ${when} (hora de París), ${recoveryEmail} pasó a ser la dirección de recuperación de tu cuenta de Trousse, desde ${device}. Los códigos para restablecer tu código de acceso también se enviarán allí.`,
    notYou:
      'Si no has sido tú, alguien conoce tu código de acceso: cámbialo ahora mismo (Ajustes, «Cambiar el código de acceso»), cierra las sesiones que no reconozcas en la página Seguridad y contacta con el soporte para que retire esta dirección.',
  },
  recoveryChangeRequested: {
    subject: 'Solicitud de cambio de tu dirección de recuperación',
    happened: ({ when, recoveryEmail, possibleFrom }) =>
      `El ${when} (hora de París) se solicitó un cambio de la dirección de recuperación ${recoveryEmail} en tu cuenta de Trousse. Por seguridad, solo será posible a partir del ${possibleFrom} (hora de París).`,
    howToStop:
      'Si no has sido tú, inicia sesión, abre Ajustes, sección «Código de acceso perdido», y pulsa «Anular la solicitud»; después cambia tu código de acceso.',
  },
  recoveryChangeCancelled: {
    subject: 'Cambio de tu dirección de recuperación anulado',
    happened: ({ when, recoveryEmail, device }) =>
      `El ${when} (hora de París) se anuló la solicitud de cambio de la dirección de recuperación de tu cuenta de Trousse, desde ${device}. La dirección de recuperación sigue siendo ${recoveryEmail}.`,
    notYou:
      'Si no has sido tú, alguien conoce tu código de acceso: cámbialo ahora mismo (Ajustes, «Cambiar el código de acceso»), cierra las sesiones que no reconozcas en la página Seguridad y contacta con el soporte.',
  },
  recoveryEmailChanged: {
    subject: 'Dirección de recuperación modificada',
    happened: ({ when, newEmail }) =>
      `El ${when} (hora de París), la dirección de recuperación de tu cuenta de Trousse pasó a ser ${newEmail}.`,
    notYou:
      'Si no has sido tú, restablece ya tu código de acceso con «¿Has olvidado tu código?» en la pantalla de inicio de sesión y contacta con el soporte.',
  },
  inactivityNotice: {
    subject: (date) => `Tu cuenta de Trousse se eliminará el ${date}`,
    happened: ({ months, date }) =>
      `No has iniciado sesión en tu cuenta de Trousse desde hace casi ${months} meses. Como indican nuestras condiciones de uso, una cuenta inactiva se elimina con sus datos: la tuya se eliminará el ${date}.`,
    keep: 'Para conservarla, basta con que inicies sesión antes de esa fecha.',
  },
  accountDeleted: {
    subject: 'Tu cuenta de Trousse ha sido eliminada',
    happened: ({ when }) =>
      `Tu cuenta de Trousse y sus datos personales se eliminaron el ${when} (hora de París), a petición tuya. Se cerraron todas tus sesiones y se detuvo cualquier suscripción en curso.`,
    kept: 'Solo conservamos, sin vínculo contigo, los documentos de facturación que la ley nos obliga a guardar. Puedes crear una cuenta nueva con la misma dirección cuando quieras.',
  },
  supportAcknowledgement: {
    subject: (ticket) => `Hemos recibido su solicitud de soporte ${ticket}`,
    received: (ticket) =>
      `Hemos recibido su solicitud de soporte, registrada con el número ${ticket}. Nuestro equipo le responderá a esta dirección en un plazo de 48 horas; indique este número si nos escribe sobre ella.`,
    notYou: 'Si no ha enviado ninguna solicitud, ignore este mensaje.',
  },
  twoFactor: {
    subject: {
      enabled: 'Autenticación en dos pasos activada en su cuenta de Trousse',
      disabled: 'Autenticación en dos pasos desactivada en su cuenta de Trousse',
      'recovery-code-used': 'Se ha usado un código de recuperación en su cuenta de Trousse',
    },
    happened: ({ change, when, device }) =>
      `${
        {
          enabled: 'Se ha activado la autenticación en dos pasos en su cuenta',
          disabled: 'Se ha desactivado la autenticación en dos pasos en su cuenta',
          'recovery-code-used': 'Se ha usado un código de recuperación para iniciar sesión en su cuenta',
        }[change]
      } el ${when} (hora de París), desde ${device}.`,
    wasYou: 'Si ha sido usted, no tiene que hacer nada.',
    notYou:
      'Si no ha sido usted, restablezca su código de acceso desde la pantalla de inicio de sesión y, después, cierre las sesiones que no reconozca en la página Seguridad.',
  },
};
