import type { CancellationTexts } from './fr';

/** Spanish copy of /cancellation, the online cancellation page (see fr.ts). */
const cancellationEs: CancellationTexts = {
  pageTitle: 'Baja en línea',
  title: 'Baja en línea',
  intro:
    'Puedes cancelar tu suscripción en cualquier momento, en línea y sin dar explicaciones. Aquí te contamos cómo hacerlo y qué implica la baja. En esta página, «tú» se refiere al Cliente, usuario del servicio, y «nosotros», al Editor.',
  back: 'Volver',
  sections: {
    online: {
      title: 'Date de baja en línea en unos pocos clics',
      dashboard:
        'Cancelas tu suscripción directamente desde el panel de tu cuenta: basta con unos pocos clics.',
      noFormalities:
        'No tienes que enviar ninguna carta ni respetar un plazo de preaviso: puedes darte de baja cuando quieras.',
      renewal: 'Mientras no la canceles, tu suscripción se renueva automáticamente cada mes.',
    },
    effect: {
      title: 'Cuándo se hace efectiva la baja',
      endOfPeriod:
        'La baja se hace efectiva al final del periodo de suscripción en curso, que ya has pagado. Después no se te cobrará nada más.',
      access: 'Hasta esa fecha, conservas el acceso a tu plan y a todos sus usos, igual que antes.',
    },
    process: {
      title: 'Cómo tramitamos tu solicitud',
      intro: 'Cada solicitud de baja sigue estos pasos:',
      steps: {
        received: 'Recepción: registramos tu solicitud.',
        verified:
          'Verificación: comprobamos que la has enviado tú y que corresponde a la suscripción correcta.',
        validated: 'Validación: aceptamos la solicitud y fijamos la fecha en que se hará efectiva.',
        executed: 'Ejecución: llegada esa fecha, tu suscripción finaliza.',
        confirmed:
          'Confirmación final: te enviamos un correo electrónico que confirma que la baja es efectiva.',
      },
      number:
        'En cuanto la recibimos, tu solicitud recibe un número con el formato RES-YYYYMMDD-XXXX (la fecha de la solicitud seguida de cuatro letras o cifras). Te lo enviamos por correo electrónico junto con la fecha en que la baja será efectiva. Guárdalo: te será útil si contactas con el soporte.',
    },
    withdrawal: {
      title: 'Derecho de desistimiento de 14 días',
      who: 'Si eres consumidor, es decir, una persona física que actúa con fines ajenos a su actividad profesional, dispones de 14 días desde la contratación para desistir, sin necesidad de justificar tu decisión.',
      effect:
        'Si ejerces este derecho, tu suscripción termina de inmediato y te devolvemos el importe pagado en un plazo de 14 días.',
      how: 'Puedes desistir desde tu área de cliente, mediante el formulario de desistimiento.',
    },
    refunds: {
      title: 'Reembolsos',
      byClient:
        'Si cancelas tu suscripción, el periodo en curso no se reembolsa: puedes seguir usándolo hasta que termine.',
      byProvider:
        'Si somos nosotros quienes ponemos fin a tu suscripción antes de tiempo, te reembolsamos la parte proporcional del periodo pagado que quede sin usar.',
      withdrawal:
        'Si desistes dentro de los 14 días, te reembolsamos el importe íntegro, como se indica más arriba.',
    },
    data: {
      title: 'Tus datos después de la baja',
      kept: 'Una vez que la baja es efectiva, tu cuenta sigue abierta con el plan gratuito y conserva todos tus datos: el fin de la suscripción no elimina ninguno. Puedes volver a suscribirte en cualquier momento y recuperar tu cuenta tal como la dejaste.',
      deleted:
        'Tus datos solo se eliminan junto con tu cuenta: cuando la eliminas desde los ajustes, o si pasa {{months}} meses sin ningún inicio de sesión; en ese caso, un correo te avisa {{days}} días antes.',
      billing:
        'Incluso después de eliminar la cuenta, tus facturas y datos de facturación se conservan durante {{years}} años, tal como exige la ley.',
    },
    request: {
      title: 'Qué incluye tu solicitud de baja',
      intro: 'Tu solicitud de baja indica:',
      fields: {
        name: 'tu nombre',
        email: 'la dirección de correo electrónico en la que recibirás la confirmación',
        reference: 'tu referencia de cliente',
        date: 'la fecha en que quieres que la baja sea efectiva: el final del periodo en curso o de inmediato si ejerces tu derecho de desistimiento',
        reason: 'el motivo de la baja, si quieres indicarlo (opcional)',
      },
    },
    help: {
      title: 'Ayuda y contacto',
      support:
        '¿Tienes alguna pregunta sobre tu baja o un reembolso? Nuestro equipo de soporte te responde por correo electrónico en un plazo de 48 horas, sea cual sea tu plan.',
      number: 'Indica tu número de solicitud (RES-…) y podremos ayudarte antes.',
    },
  },
  action: {
    title: 'Cancelar mi suscripción',
  },
};

export default cancellationEs;
