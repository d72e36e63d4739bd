import type { LegalDocument } from "./types";

export const privacy: LegalDocument = {
  updated: "2026-11-01",
  en: {
    title: "Privacy Policy",
    intro:
      "This policy explains how Gibraltar Marketplace collects, uses and protects your personal data when you use gibmarket.gi, and what rights you have. We process personal data in accordance with the Gibraltar General Data Protection Regulation (Gibraltar GDPR) and the Data Protection Act 2004.",
    sections: [
      {
        heading: "1. Who we are",
        paragraphs: [
          "The controller of your personal data is Gibraltar Marketplace Ltd, a company registered in Gibraltar, whose address is Suite 4, 57 Irish Town, Gibraltar GX11 1AA.",
          "You can contact us about anything in this policy by e-mail at support@gibmarket.gi, by telephone on +350 200 12345, or by post at the address above.",
        ],
      },
      {
        heading: "2. What data we collect",
        paragraphs: [
          "Account data: your name, e-mail address, password (stored only in hashed form), optional telephone number, preferred language and, for business accounts, the business name and contact details. If you choose to sign in with an external account provider, we receive your name, e-mail address and an account identifier from that provider.",
          "Content you publish: the listings you post (including descriptions, prices, photos and the approximate location you choose to show), the places you add to the community guide, the reviews you write about listings and places, and your public profile.",
          "Enquiries: the name, e-mail address and message you send us through the contact form or by e-mail.",
          "Messages: the content of conversations you hold with other users through our messaging feature, together with the time they were sent.",
          "Activity data: the listings you save as favourites, your searches and saved preferences, and reports you submit about content or users.",
          "Payment data: when you pay to promote a listing, we receive the amount, date, status and a reference for the transaction. Your card details are entered directly with our payment provider and we never see or store your full card number.",
          "Technical data: your IP address, browser type, device information and the date and time of your requests, which our servers record for security and to keep the service running.",
        ],
      },
      {
        heading: "3. Why we use your data and our legal bases",
        paragraphs: [
          "To create and manage your account, publish your listings, places and reviews, deliver messages between users and let you save favourites. The legal basis is the performance of our contract with you (our Terms of Service).",
          "To process payments for promoted listings and keep accounting records. The legal bases are the performance of our contract and compliance with our legal obligations under Gibraltar tax and company law.",
          "To keep the platform safe: detecting fraud, scams and spam, moderating content, handling reports and enforcing our terms. The legal basis is our legitimate interest in running a safe and trustworthy marketplace, and in some cases compliance with a legal obligation.",
          "To send you service e-mails, such as account confirmations, password resets and message notifications. The legal basis is the performance of our contract.",
          "To send you our newsletter, only if you have subscribed and confirmed your subscription through the link we send you (double opt-in). The legal basis is your consent, which you can withdraw at any time using the unsubscribe link in every e-mail.",
          "To measure how the site is used and improve it through analytics, only if you accept analytics cookies. The legal basis is your consent.",
          "To respond to your enquiries and complaints, and to establish, exercise or defend legal claims. The legal basis is our legitimate interest and, where applicable, our legal obligations.",
        ],
      },
      {
        heading: "4. Cookies",
        paragraphs: [
          "We use a small number of strictly necessary cookies that the site cannot work without: a session cookie that keeps you signed in (it lasts until you close your browser, or up to 30 days if you choose to stay signed in), and preference cookies that remember your language, your currency and your cookie choice for up to one year. These cookies do not require your consent.",
          "Analytics cookies are only set if you accept them in the cookie banner. If you decline, no analytics cookies are used. You can change your choice at any time by deleting our cookies in your browser settings: the cookie banner will then appear again so that you can choose afresh.",
          "We do not use advertising cookies and we do not allow third parties to track you across other websites through our site.",
        ],
      },
      {
        heading: "5. Who we share your data with",
        paragraphs: [
          "Other users see the information you choose to publish, such as your listings, reviews, public profile name and the messages you send them. Please think carefully before sharing personal details in a listing or message.",
          "We use trusted service providers who process data on our behalf and only on our instructions, under written contracts that require them to protect it: our hosting and infrastructure provider, our e-mail delivery provider for service e-mails and the newsletter, our card payment provider for promoted listings and, if you consent, our analytics provider.",
          "We may disclose data to the police, courts, regulators or other public authorities where the law requires it, or where it is necessary to prevent fraud or protect the safety of our users.",
          "If our business is sold or reorganised, your data may be transferred to the new owner, who will be bound by this policy.",
          "We never sell your personal data and we do not share it with third parties for their own marketing.",
        ],
      },
      {
        heading: "6. International transfers",
        paragraphs: [
          "Some of our service providers may store or process data outside Gibraltar, for example in the United Kingdom or the European Economic Area. Where data is transferred to a country that has not been recognised under Gibraltar law as providing an adequate level of protection, we put appropriate safeguards in place, such as standard data protection clauses approved for use under the Gibraltar GDPR.",
          "You can ask us for more information about these transfers and the safeguards we use.",
        ],
      },
      {
        heading: "7. How long we keep your data",
        paragraphs: [
          "We keep your account data for as long as your account is open. When you delete your account, we delete or anonymise your profile, listings, favourites and saved preferences within 30 days.",
          "Messages you have sent remain visible to the people you sent them to, but are shown without your name once your account is deleted. Reviews are either deleted or anonymised.",
          "Records of payments are kept for as long as Gibraltar tax and accounting law requires. Information connected to a fraud report, a dispute or a legal claim may be kept until the matter is resolved.",
          "Server logs are kept for no longer than 90 days. Newsletter sign-ups that are never confirmed are deleted after 30 days, and we stop sending the newsletter as soon as you unsubscribe.",
        ],
      },
      {
        heading: "8. How we protect your data",
        paragraphs: [
          "We use appropriate technical and organisational measures to protect your personal data, including encrypted connections (HTTPS), hashed passwords, restricted staff access on a need-to-know basis, and regular backups and security updates.",
          "No system is completely secure. If a personal data breach occurs that is likely to put your rights at risk, we will notify the Gibraltar Regulatory Authority and, where required, you, as the law requires.",
        ],
      },
      {
        heading: "9. Your rights",
        paragraphs: [
          "You have the right to access the personal data we hold about you and receive a copy of it.",
          "You have the right to have inaccurate or incomplete data corrected. You can update most of your details yourself in your account settings.",
          "You have the right to have your data erased, for example by deleting your account, unless we need to keep it for a legal reason.",
          "You have the right to ask us to restrict the processing of your data while a complaint or correction is being considered.",
          "You have the right to data portability: to receive the data you have given us in a structured, commonly used, machine-readable format, and to have it sent to another organisation where technically feasible.",
          "You have the right to object to processing based on our legitimate interests, and to object at any time to direct marketing.",
          "Where we rely on your consent, you may withdraw it at any time. This does not affect processing carried out before you withdrew it.",
          "To exercise any of these rights, write to support@gibmarket.gi. We will reply within one month and may ask you to confirm your identity. Exercising your rights is normally free of charge.",
          "You also have the right to lodge a complaint with the data protection regulator: the Gibraltar Regulatory Authority (Information Rights division), 2nd Floor, Eurotowers 4, 1 Europort Road, Gibraltar GX11 1AA, telephone +350 200 74636, website www.gra.gi. We would appreciate the chance to deal with your concerns first.",
        ],
      },
      {
        heading: "10. Children",
        paragraphs: [
          "Gibraltar Marketplace is intended for people aged 16 and over, and you must be at least 16 to create an account. We do not knowingly collect personal data from children under 16. If you believe a child has given us personal data, please contact us and we will delete it.",
        ],
      },
      {
        heading: "11. Changes to this policy",
        paragraphs: [
          "We may update this policy from time to time, for example when we add new features or when the law changes. The date at the top shows when it was last updated. If we make significant changes, we will tell you by e-mail or through a notice on the site before they take effect.",
        ],
      },
      {
        heading: "12. Contact us",
        paragraphs: [
          "If you have any questions about this policy or how we handle your personal data, contact Gibraltar Marketplace Ltd by e-mail at support@gibmarket.gi, by telephone on +350 200 12345, or by post at Suite 4, 57 Irish Town, Gibraltar GX11 1AA.",
        ],
      },
    ],
  },
  es: {
    title: "Política de privacidad",
    intro:
      "Esta política explica cómo Gibraltar Marketplace recoge, utiliza y protege tus datos personales cuando usas gibmarket.gi, y qué derechos tienes. Tratamos los datos personales de conformidad con el Reglamento General de Protección de Datos de Gibraltar (Gibraltar GDPR) y la Ley de Protección de Datos de 2004 (Data Protection Act 2004).",
    sections: [
      {
        heading: "1. Quiénes somos",
        paragraphs: [
          "El responsable del tratamiento de tus datos personales es Gibraltar Marketplace Ltd, sociedad registrada en Gibraltar con domicilio en Suite 4, 57 Irish Town, Gibraltar GX11 1AA.",
          "Puedes ponerte en contacto con nosotros sobre cualquier aspecto de esta política por correo electrónico en support@gibmarket.gi, por teléfono en el +350 200 12345 o por correo postal en la dirección indicada.",
        ],
      },
      {
        heading: "2. Qué datos recogemos",
        paragraphs: [
          "Datos de la cuenta: tu nombre, dirección de correo electrónico, contraseña (que solo guardamos cifrada mediante hash), número de teléfono opcional, idioma preferido y, en el caso de las cuentas de empresa, el nombre y los datos de contacto de la empresa. Si decides iniciar sesión con un proveedor de cuentas externo, recibimos de él tu nombre, tu dirección de correo electrónico y un identificador de cuenta.",
          "Contenido que publicas: los anuncios que publicas (incluidas descripciones, precios, fotos y la ubicación aproximada que decidas mostrar), los lugares que añades a la guía de la comunidad, las reseñas que escribes sobre anuncios y lugares, y tu perfil público.",
          "Consultas: el nombre, la dirección de correo electrónico y el mensaje que nos envías a través del formulario de contacto o por correo electrónico.",
          "Mensajes: el contenido de las conversaciones que mantienes con otros usuarios a través de nuestro servicio de mensajería, junto con la hora de envío.",
          "Datos de actividad: los anuncios que guardas como favoritos, tus búsquedas y preferencias guardadas, y las denuncias que envías sobre contenidos o usuarios.",
          "Datos de pago: cuando pagas para destacar un anuncio, recibimos el importe, la fecha, el estado y una referencia de la operación. Los datos de tu tarjeta se introducen directamente en la plataforma de nuestro proveedor de pagos y nunca vemos ni guardamos el número completo de tu tarjeta.",
          "Datos técnicos: tu dirección IP, tipo de navegador, información del dispositivo y la fecha y hora de tus solicitudes, que nuestros servidores registran por motivos de seguridad y para mantener el servicio en funcionamiento.",
        ],
      },
      {
        heading: "3. Para qué usamos tus datos y bases jurídicas",
        paragraphs: [
          "Para crear y gestionar tu cuenta, publicar tus anuncios, lugares y reseñas, entregar los mensajes entre usuarios y permitirte guardar favoritos. La base jurídica es la ejecución del contrato que tenemos contigo (nuestras Condiciones del servicio).",
          "Para procesar los pagos de anuncios destacados y llevar los registros contables. Las bases jurídicas son la ejecución del contrato y el cumplimiento de nuestras obligaciones legales conforme a la normativa fiscal y mercantil de Gibraltar.",
          "Para mantener la plataforma segura: detectar fraudes, estafas y spam, moderar contenidos, gestionar denuncias y hacer cumplir nuestras condiciones. La base jurídica es nuestro interés legítimo en ofrecer un mercado seguro y fiable y, en algunos casos, el cumplimiento de una obligación legal.",
          "Para enviarte correos del servicio, como confirmaciones de cuenta, restablecimientos de contraseña y avisos de mensajes. La base jurídica es la ejecución del contrato.",
          "Para enviarte nuestro boletín, solo si te has suscrito y has confirmado la suscripción mediante el enlace que te enviamos (doble confirmación). La base jurídica es tu consentimiento, que puedes retirar en cualquier momento con el enlace para darte de baja incluido en cada correo.",
          "Para medir cómo se usa el sitio y mejorarlo mediante analítica, solo si aceptas las cookies de analítica. La base jurídica es tu consentimiento.",
          "Para responder a tus consultas y reclamaciones, y para formular, ejercer o defender reclamaciones judiciales. La base jurídica es nuestro interés legítimo y, cuando corresponda, nuestras obligaciones legales.",
        ],
      },
      {
        heading: "4. Cookies",
        paragraphs: [
          "Utilizamos un número reducido de cookies estrictamente necesarias sin las que el sitio no puede funcionar: una cookie de sesión que mantiene tu sesión iniciada (dura hasta que cierras el navegador, o hasta 30 días si eliges mantener la sesión iniciada) y cookies de preferencias que recuerdan tu idioma, tu moneda y tu elección sobre las cookies durante un máximo de un año. Estas cookies no requieren tu consentimiento.",
          "Las cookies de analítica solo se instalan si las aceptas en el aviso de cookies. Si las rechazas, no se usa ninguna cookie de analítica. Puedes cambiar tu elección en cualquier momento eliminando nuestras cookies desde la configuración de tu navegador: el aviso de cookies volverá a aparecer para que puedas elegir de nuevo.",
          "No utilizamos cookies publicitarias ni permitimos que terceros te rastreen en otros sitios web a través del nuestro.",
        ],
      },
      {
        heading: "5. Con quién compartimos tus datos",
        paragraphs: [
          "Los demás usuarios ven la información que decides publicar, como tus anuncios, tus reseñas, el nombre de tu perfil público y los mensajes que les envías. Piensa bien antes de incluir datos personales en un anuncio o mensaje.",
          "Trabajamos con proveedores de servicios de confianza que tratan los datos por cuenta nuestra y únicamente siguiendo nuestras instrucciones, en virtud de contratos escritos que les obligan a protegerlos: nuestro proveedor de alojamiento e infraestructura, nuestro proveedor de envío de correo electrónico para los correos del servicio y el boletín, nuestro proveedor de pagos con tarjeta para los anuncios destacados y, si das tu consentimiento, nuestro proveedor de analítica.",
          "Podemos comunicar datos a la policía, a los tribunales, a organismos reguladores u otras autoridades públicas cuando la ley lo exija, o cuando sea necesario para prevenir fraudes o proteger la seguridad de nuestros usuarios.",
          "Si nuestra empresa se vende o se reorganiza, tus datos podrán transferirse al nuevo titular, que quedará vinculado por esta política.",
          "Nunca vendemos tus datos personales ni los compartimos con terceros para que los usen con fines comerciales propios.",
        ],
      },
      {
        heading: "6. Transferencias internacionales",
        paragraphs: [
          "Algunos de nuestros proveedores pueden almacenar o tratar datos fuera de Gibraltar, por ejemplo en el Reino Unido o en el Espacio Económico Europeo. Cuando los datos se transfieren a un país que no ha sido reconocido por la legislación de Gibraltar como un país con un nivel de protección adecuado, aplicamos garantías apropiadas, como cláusulas tipo de protección de datos aprobadas para su uso conforme al Gibraltar GDPR.",
          "Puedes pedirnos más información sobre estas transferencias y las garantías que aplicamos.",
        ],
      },
      {
        heading: "7. Cuánto tiempo conservamos tus datos",
        paragraphs: [
          "Conservamos los datos de tu cuenta mientras esta siga abierta. Cuando eliminas tu cuenta, borramos o anonimizamos tu perfil, tus anuncios, tus favoritos y tus preferencias guardadas en un plazo de 30 días.",
          "Los mensajes que hayas enviado siguen siendo visibles para sus destinatarios, pero se muestran sin tu nombre una vez eliminada tu cuenta. Las reseñas se eliminan o se anonimizan.",
          "Los registros de pagos se conservan durante el tiempo que exija la normativa fiscal y contable de Gibraltar. La información relacionada con una denuncia por fraude, una disputa o una reclamación judicial puede conservarse hasta que el asunto quede resuelto.",
          "Los registros de los servidores se conservan un máximo de 90 días. Las suscripciones al boletín que nunca se confirman se eliminan a los 30 días, y dejamos de enviarte el boletín en cuanto te das de baja.",
        ],
      },
      {
        heading: "8. Cómo protegemos tus datos",
        paragraphs: [
          "Aplicamos medidas técnicas y organizativas adecuadas para proteger tus datos personales, como conexiones cifradas (HTTPS), contraseñas cifradas mediante hash, acceso del personal limitado a lo estrictamente necesario, y copias de seguridad y actualizaciones de seguridad periódicas.",
          "Ningún sistema es completamente seguro. Si se produce una violación de la seguridad de los datos personales que pueda poner en riesgo tus derechos, lo notificaremos a la Autoridad Reguladora de Gibraltar (Gibraltar Regulatory Authority) y, cuando proceda, también a ti, tal como exige la ley.",
        ],
      },
      {
        heading: "9. Tus derechos",
        paragraphs: [
          "Tienes derecho a acceder a los datos personales que tenemos sobre ti y a recibir una copia de ellos.",
          "Tienes derecho a que se rectifiquen los datos inexactos o incompletos. Puedes actualizar la mayoría de tus datos tú mismo en la configuración de tu cuenta.",
          "Tienes derecho a que se supriman tus datos, por ejemplo eliminando tu cuenta, salvo que debamos conservarlos por un motivo legal.",
          "Tienes derecho a pedirnos que limitemos el tratamiento de tus datos mientras se estudia una reclamación o una solicitud de rectificación.",
          "Tienes derecho a la portabilidad de los datos: a recibir los datos que nos has facilitado en un formato estructurado, de uso común y de lectura mecánica, y a que se transmitan a otra organización cuando sea técnicamente posible.",
          "Tienes derecho a oponerte al tratamiento basado en nuestros intereses legítimos y a oponerte en cualquier momento al envío de comunicaciones comerciales.",
          "Cuando el tratamiento se basa en tu consentimiento, puedes retirarlo en cualquier momento. Ello no afecta al tratamiento realizado antes de la retirada.",
          "Para ejercer cualquiera de estos derechos, escríbenos a support@gibmarket.gi. Te responderemos en el plazo de un mes y podremos pedirte que confirmes tu identidad. El ejercicio de tus derechos es normalmente gratuito.",
          "También tienes derecho a presentar una reclamación ante la autoridad de protección de datos: la Gibraltar Regulatory Authority (división de Derechos de Información, Information Rights), 2nd Floor, Eurotowers 4, 1 Europort Road, Gibraltar GX11 1AA, teléfono +350 200 74636, sitio web www.gra.gi. Te agradeceríamos que nos dieras antes la oportunidad de resolver tu problema.",
        ],
      },
      {
        heading: "10. Menores",
        paragraphs: [
          "Gibraltar Marketplace está dirigido a personas de 16 años o más, y debes tener al menos 16 años para crear una cuenta. No recogemos a sabiendas datos personales de menores de 16 años. Si crees que un menor nos ha facilitado datos personales, ponte en contacto con nosotros y los eliminaremos.",
        ],
      },
      {
        heading: "11. Cambios en esta política",
        paragraphs: [
          "Podemos actualizar esta política de vez en cuando, por ejemplo cuando añadamos nuevas funciones o cambie la ley. La fecha que figura al principio indica cuándo se actualizó por última vez. Si realizamos cambios importantes, te avisaremos por correo electrónico o mediante un aviso en el sitio antes de que entren en vigor.",
        ],
      },
      {
        heading: "12. Contacto",
        paragraphs: [
          "Si tienes cualquier pregunta sobre esta política o sobre cómo tratamos tus datos personales, ponte en contacto con Gibraltar Marketplace Ltd por correo electrónico en support@gibmarket.gi, por teléfono en el +350 200 12345 o por correo postal en Suite 4, 57 Irish Town, Gibraltar GX11 1AA.",
        ],
      },
    ],
  },
};
