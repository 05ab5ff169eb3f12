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
      'Tus datos se conservan 30 días después del fin de tu suscripción: si vuelves a suscribirte en ese plazo, lo encontrarás todo como estaba.',
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
