import { analyticsConfig } from '@/lib/analytics/config';
import { business } from '@/lib/content/business';
import { photoField } from '@/lib/leads/providers';
import { leadProviderName, leadProviders } from '@/lib/leads/providers/table';
import type { Locale } from '@/lib/i18n/locale';
import { storedKeys } from '@/lib/browser/storage';

/**
 * The Privacy Policy and Terms of Use, in ten numbered sections. Every statement describes
 * what this build of the site actually does: the delivery service and the analytics follow the
 * build settings, and the browser storage list follows lib/browser/storage's `storedKeys`. Update it
 * whenever a form, a stored value or a service changes, in both languages: the Spanish wording
 * says the same things in the same order (a unit test compares their shapes). It stays code,
 * not a record, because its facts are the build's (docs/decisions/072-content-as-data.md).
 */
export interface LegalSection {
  heading: string;
  paragraphs: string[];
  list?: string[];
}

/** The date these terms took effect (ISO). */
export const legalEffectiveDate = '2026-11-22';

/** What the build does, read once per language: who receives a request, what is counted, what is stored. */
interface Facts {
  service: { name: string; site: string } | null;
  analytics: { name: string; host: string } | null;
  photos: boolean;
}

function facts(): Facts {
  const analytics = analyticsConfig();
  return {
    service: leadProviders[leadProviderName(process.env.NEXT_PUBLIC_LEAD_PROVIDER)].service,
    analytics: analytics && {
      name: analytics.provider === 'plausible' ? 'Plausible' : 'Umami',
      host: new URL(analytics.host).host,
    },
    photos: Boolean(photoField()),
  };
}

type StoredWhy = Record<keyof typeof storedKeys, string>;

/** The storage list: what each key keeps and why, then its name and where it lives. */
function storageList(why: StoredWhy, where: (key: string, area: 'local' | 'session') => string): string[] {
  return Object.entries(storedKeys).map(([name, { key, area }]) => `${why[name as keyof typeof storedKeys]} (${where(key, area)})`);
}

function english({ service, analytics, photos }: Facts): LegalSection[] {
  const { email, phone, offer, messaging } = business;
  // What each stored key keeps and why, in the visitor's words; a key without one does not compile.
  const why: StoredWhy = {
    popupShown: 'one flag, so the welcome offer opens only once',
    offerClosed: 'one flag once you close the welcome offer, so the same offer does not come back as a side panel during that visit',
    attribution: 'the campaign tags and referring site of your visit, so a request you send later in the same visit says how you found us',
    draft: 'what you type into a form, so a reload or the back button does not lose it; it is deleted once your request is delivered',
    outbox: 'a request you sent while your connection was down, until it has gone out',
  };
  const recipient = !service
    ? `The form data goes to the system we use to take requests, which passes it on to our office at ${email}.`
    : service.name === 'FormSubmit'
      ? `The form data goes to FormSubmit (formsubmit.co), a form-forwarding service that turns it into an e-mail to our office at ${email}. FormSubmit handles the data under its own privacy policy; we chose it because it does not need accounts or tracking on this site.`
      : `The form data goes to ${service.name} (${service.site}), a form service that passes it on to our office at ${email}. ${service.name} handles the data under its own privacy policy.`;
  const counting = !analytics
    ? 'The site uses no cookies for tracking or advertising and runs no analytics.'
    : `The site uses no cookies. It counts visits with ${analytics.name} (${analytics.host}) without identifying you: each page viewed, taps on the phone, text, WhatsApp and e-mail links, and whether a request was delivered, with no cookie and no identifier for you.`;
  return [
    {
      heading: 'Who we are',
      paragraphs: [
        `This website belongs to ${business.legalName}, trading as ${business.name}, a garage door repair and installation company based in ${business.address.locality}, ${business.address.region}. This page explains what the site does with your information and the terms for using it.`,
        'The site has no accounts, no sign-in and no members’ area. You can read every page without telling us anything about yourself.',
      ],
    },
    {
      heading: 'What our forms send',
      paragraphs: [
        'When you submit a form (a quote request, a question, a review or a message), the site sends what you typed together with a few details that tell us where the request came from:',
      ],
      list: [
        'the fields you filled in, such as your name, phone number, e-mail address, ZIP code, city and message',
        ...(photos ? ['any photos of your door you chose to attach (the site makes them smaller first where your browser allows)'] : []),
        'the page you were on and which form you used, and a random number for the request, so a request sent twice is counted once',
        'the city the request is about (the city page you were on, or the city you asked the site to find)',
        'the campaign tags (UTM parameters) in the link that brought you here, and the address of the site that referred you, if any',
      ],
    },
    {
      heading: 'Who receives your request',
      paragraphs: [
        recipient,
        'We use what you send only to answer you: to call or e-mail you back, to quote, to schedule a visit, or to publish a review you asked us to publish. We keep the e-mails as long as we need them for that work and for our business records.',
      ],
    },
    {
      heading: 'Your location',
      paragraphs: [
        'The home page can find the local team nearest you. It asks your browser for your location only when you click the button that offers this, or at once if you have already allowed this site to use your location in your browser settings. Your browser asks for your permission first, and you can say no.',
        'If you allow it, your approximate coordinates are sent to BigDataCloud, a reverse-geocoding service, only to look up the name of your city. We do not store your coordinates, and the city name is only shown on the page and added to a request you choose to send.',
      ],
    },
    {
      heading: 'What is stored in your browser',
      paragraphs: [`${counting} It stores exactly this in your browser:`],
      list: storageList(
        why,
        (key, area) => `${key}, in ${area} storage${area === 'session' ? ', which your browser deletes when you close the tab' : ''}`,
      ),
    },
    {
      heading: 'Other services the site links to',
      paragraphs: ['Some buttons take you to other companies’ services, which have their own privacy policies:'],
      list: [
        'the promotional video loads from YouTube (youtube-nocookie.com) only after you click play; until then no YouTube content is loaded',
        `the chat button opens ${messaging.app} with a pre-written message you can edit before sending`,
        'our social media links open Facebook and YouTube',
        'phone and e-mail links open your phone or mail app',
      ],
    },
    {
      heading: 'What we never do',
      paragraphs: [
        'We do not sell, rent or trade your information, we do not share it with advertisers, and we do not add you to a mailing list. We only pass it on when the law requires us to.',
      ],
    },
    {
      heading: 'Your choices',
      paragraphs: [
        `You can ask us what we hold about you, ask us to correct it, or ask us to delete the e-mails that contain your request by writing to ${email}. You can clear everything listed under “What is stored in your browser” at any time by clearing this site’s data in your browser.`,
      ],
    },
    {
      heading: 'Terms of use',
      paragraphs: [
        'The information on this site is general guidance for homeowners. Prices, timings and arrival windows are typical figures; your quote is the one the technician gives you on site, before any work starts.',
        `The ${offer.percent}% offer applies to new customers, cannot be combined with other offers and is valid for the month it is shown. Reviews are the words of our customers, shared with their permission.`,
        'Garage door springs and cables hold dangerous tension. Our articles explain warning signs so you know when to call; they are not instructions for repairing springs yourself.',
      ],
    },
    {
      heading: 'Changes and contact',
      paragraphs: [
        'If the site starts doing something new with your information, we will update this page and its effective date before it does.',
        `Questions about this policy: e-mail ${email} or call ${phone.display}.`,
      ],
    },
  ];
}

function spanish({ service, analytics, photos }: Facts): LegalSection[] {
  const { email, phone, offer, messaging } = business;
  const why: StoredWhy = {
    popupShown: 'una marca, para que la oferta de bienvenida se abra una sola vez',
    offerClosed: 'una marca al cerrar la oferta de bienvenida, para que la misma oferta no vuelva como panel lateral durante esa visita',
    attribution:
      'las etiquetas de campaña y el sitio que le trajo, para que una solicitud que envíe más tarde en la misma visita diga cómo nos encontró',
    draft: 'lo que escribe en un formulario, para no perderlo si recarga la página o vuelve atrás; se borra cuando su solicitud llega',
    outbox: 'una solicitud que envió mientras no tenía conexión, hasta que sale',
  };
  const recipient = !service
    ? `Los datos del formulario van al sistema con el que recibimos las solicitudes, que los pasa a nuestra oficina en ${email}.`
    : service.name === 'FormSubmit'
      ? `Los datos del formulario van a FormSubmit (formsubmit.co), un servicio que los convierte en un correo electrónico para nuestra oficina en ${email}. FormSubmit trata los datos según su propia política de privacidad; lo elegimos porque no necesita cuentas ni rastreo en este sitio.`
      : `Los datos del formulario van a ${service.name} (${service.site}), un servicio de formularios que los pasa a nuestra oficina en ${email}. ${service.name} trata los datos según su propia política de privacidad.`;
  const counting = !analytics
    ? 'El sitio no usa cookies de rastreo ni de publicidad y no lleva estadísticas.'
    : `El sitio no usa cookies. Cuenta las visitas con ${analytics.name} (${analytics.host}) sin identificarle: cada página vista, los toques en los enlaces de teléfono, mensaje de texto, WhatsApp y correo, y si una solicitud llegó, sin cookies y sin ningún identificador suyo.`;
  return [
    {
      heading: 'Quiénes somos',
      paragraphs: [
        `Este sitio web pertenece a ${business.legalName}, que opera como ${business.name}, una empresa de reparación e instalación de puertas de garaje con sede en ${business.address.locality}, ${business.address.region}. Esta página explica qué hace el sitio con su información y las condiciones para usarlo.`,
        'El sitio no tiene cuentas, ni inicio de sesión, ni área de miembros. Puede leer todas las páginas sin decirnos nada sobre usted.',
      ],
    },
    {
      heading: 'Lo que envían nuestros formularios',
      paragraphs: [
        'Cuando envía un formulario (una solicitud de presupuesto, una pregunta, una reseña o un mensaje), el sitio envía lo que escribió junto con algunos datos que nos dicen de dónde vino la solicitud:',
      ],
      list: [
        'los campos que llenó, como su nombre, teléfono, correo electrónico, código postal, ciudad y mensaje',
        ...(photos ? ['las fotos de su puerta que decidió adjuntar (el sitio las achica antes, si su navegador lo permite)'] : []),
        'la página en la que estaba y el formulario que usó, y un número al azar para la solicitud, para contar una sola vez una solicitud enviada dos veces',
        'la ciudad de la solicitud (la página de la ciudad en la que estaba, o la ciudad que le pidió al sitio encontrar)',
        'las etiquetas de campaña (parámetros UTM) del enlace que le trajo aquí, y la dirección del sitio que le envió, si la hay',
      ],
    },
    {
      heading: 'Quién recibe su solicitud',
      paragraphs: [
        recipient,
        'Usamos lo que nos envía solo para atenderle: para llamarle o escribirle, para darle un presupuesto, para programar una visita o para publicar una reseña que nos pidió publicar. Guardamos los correos mientras los necesitamos para ese trabajo y para los registros de la empresa.',
      ],
    },
    {
      heading: 'Su ubicación',
      paragraphs: [
        'La página de inicio puede encontrar el equipo local más cercano a usted. Le pide su ubicación al navegador solo cuando usted pulsa el botón que lo ofrece, o enseguida si ya permitió a este sitio usar su ubicación en la configuración del navegador. Su navegador le pide permiso primero, y usted puede decir que no.',
        'Si lo permite, sus coordenadas aproximadas se envían a BigDataCloud, un servicio de geocodificación inversa, solo para saber el nombre de su ciudad. No guardamos sus coordenadas; el nombre de la ciudad solo se muestra en la página y se agrega a una solicitud que usted decida enviar.',
      ],
    },
    {
      heading: 'Lo que se guarda en su navegador',
      paragraphs: [`${counting} Guarda exactamente esto en su navegador:`],
      list: storageList(
        why,
        (key, area) =>
          `${key}, en el almacenamiento ${area === 'session' ? 'de sesión, que su navegador borra al cerrar la pestaña' : 'local'}`,
      ),
    },
    {
      heading: 'Otros servicios a los que lleva el sitio',
      paragraphs: ['Algunos botones le llevan a servicios de otras empresas, que tienen sus propias políticas de privacidad:'],
      list: [
        'el video promocional se carga desde YouTube (youtube-nocookie.com) solo después de que usted pulse reproducir; antes no se carga nada de YouTube',
        `el botón de chat abre ${messaging.app} con un mensaje ya escrito que puede cambiar antes de enviarlo`,
        'nuestros enlaces a redes sociales abren Facebook y YouTube',
        'los enlaces de teléfono y correo abren la aplicación de teléfono o de correo',
      ],
    },
    {
      heading: 'Lo que nunca hacemos',
      paragraphs: [
        'No vendemos, alquilamos ni intercambiamos su información, no la compartimos con anunciantes y no le agregamos a ninguna lista de correo. Solo la entregamos cuando la ley nos obliga.',
      ],
    },
    {
      heading: 'Sus opciones',
      paragraphs: [
        `Puede preguntarnos qué datos tenemos sobre usted, pedirnos que los corrijamos o que borremos los correos con su solicitud escribiendo a ${email}. Puede borrar en cualquier momento todo lo que aparece en “Lo que se guarda en su navegador” borrando los datos de este sitio en su navegador.`,
      ],
    },
    {
      heading: 'Condiciones de uso',
      paragraphs: [
        'La información de este sitio es una guía general para dueños de casa. Los precios, tiempos y horarios de llegada son cifras típicas; su presupuesto es el que le da el técnico en su casa, antes de empezar cualquier trabajo.',
        `La oferta del ${offer.percent}% es para clientes nuevos, no se combina con otras ofertas y vale durante el mes en que se muestra. Las reseñas son palabras de nuestros clientes, publicadas con su permiso.`,
        'Los resortes y cables de una puerta de garaje tienen una tensión peligrosa. Nuestros artículos explican las señales de alerta para que sepa cuándo llamar; no son instrucciones para reparar resortes usted mismo.',
      ],
    },
    {
      heading: 'Cambios y contacto',
      paragraphs: [
        'Si el sitio empieza a hacer algo nuevo con su información, actualizaremos esta página y su fecha de vigencia antes de hacerlo.',
        `Preguntas sobre esta política: escriba a ${email} o llame al ${phone.display}.`,
      ],
    },
  ];
}

/** The policy as this build states it, in the page's language: the build settings are read when the page is built. */
export function legalSections(locale: Locale = 'en'): LegalSection[] {
  return (locale === 'es' ? spanish : english)(facts());
}
