import type { LegalDocument } from "./types";

export const terms: LegalDocument = {
  updated: "2026-11-01",
  en: {
    title: "Terms of Service",
    intro:
      "These terms govern your use of Gibraltar Marketplace at gibmarket.gi, a classifieds marketplace and community guide operated by Gibraltar Marketplace Ltd, a company registered in Gibraltar whose address is Suite 4, 57 Irish Town, Gibraltar GX11 1AA. Please read them carefully together with our Privacy Policy.",
    sections: [
      {
        heading: "1. Acceptance of these terms",
        paragraphs: [
          "By browsing the site, creating an account or posting content, you agree to these terms. If you do not agree, please do not use Gibraltar Marketplace.",
          "You must be at least 16 years old to create an account. Some categories, such as vehicles, property and jobs, may involve contracts that you can only enter into if you are an adult.",
        ],
      },
      {
        heading: "2. Your account",
        paragraphs: [
          "You must give accurate and up-to-date information when you register and keep it current.",
          "Each account is for one person only. You must not share your account, create accounts for other people without their permission, or open a new account after we have suspended yours.",
          "You are responsible for keeping your password secure and for everything done through your account. Tell us immediately at support@gibmarket.gi if you think someone else has accessed it.",
          "You can delete your account at any time from your account settings. What happens to your data when you do so is explained in our Privacy Policy.",
        ],
      },
      {
        heading: "3. Business accounts",
        paragraphs: [
          "If you use Gibraltar Marketplace for trade, business or professional purposes, including as an estate agent, car dealer, employer, recruiter or service provider, you must register a business account and show your business name accurately.",
          "Business users must comply with all laws that apply to their activity, including consumer protection, licensing, employment and advertising rules, and must make clear to buyers that they are dealing with a business.",
          "The person who opens a business account confirms that they are authorised to act for that business and to accept these terms on its behalf.",
        ],
      },
      {
        heading: "4. Listing rules",
        paragraphs: [
          "Every listing must be lawful in Gibraltar, accurate and not misleading. Describe the item, property, vehicle, job or service honestly, including its condition, any defects and the real price.",
          "You may only advertise things you own or are authorised to offer, and only upload photos and text you created or have permission to use.",
          "Place each listing in the right category, do not post duplicate listings, and remove or mark a listing as sold once it is no longer available.",
          "You must not list weapons, ammunition or replica firearms; drugs, controlled substances or drug paraphernalia; counterfeit, stolen or smuggled goods; live animals offered irresponsibly, including unweaned, unvaccinated or protected animals, or animals sold without meeting the legal requirements for their sale; adult or sexual content or services; or any item or service whose sale or advertising is illegal in Gibraltar.",
          "Property listings must describe a real property that is available, and job listings must describe a genuine vacancy that complies with employment law and does not discriminate unlawfully.",
        ],
      },
      {
        heading: "5. Prohibited conduct",
        paragraphs: [
          "You must not send spam, chain messages or unsolicited advertising, or use the site for any purpose other than genuine buying, selling, hiring and community use.",
          "You must not attempt scams or fraud, including fake listings, phishing, fake payment confirmations, requests for advance payments or attempts to obtain other users' personal or financial information.",
          "You must not harass, threaten, insult or discriminate against other users, or publish their personal information without consent.",
          "You must not scrape, copy or harvest listings or user data by automated means, interfere with the security or operation of the site, or try to access accounts or areas you are not authorised to use.",
        ],
      },
      {
        heading: "6. Messaging and safety",
        paragraphs: [
          "Our messaging feature lets buyers and sellers talk without sharing personal contact details. Keep your conversations on the site where possible, so that we can help if something goes wrong, and report any suspicious message to us.",
          "Meet in a safe public location during daylight hours, and consider bringing a friend.",
          "Check the item, vehicle or property in person before you pay or sign anything.",
          "Verify all documents, such as vehicle registration and ownership papers, the identity of a landlord or agent, and the terms of any tenancy or employment contract.",
          "Never send money in advance, by bank transfer, money transfer service, cryptocurrency or gift card, to someone you have not met, for something you have not seen. Be wary of offers that seem too good to be true.",
        ],
      },
      {
        heading: "7. Reviews",
        paragraphs: [
          "Reviews of listings and places must be honest and based on your own genuine experience. Do not review your own business or listing, a competitor's, or anything you have been paid or rewarded to review.",
          "Reviews must not contain offensive language, personal attacks, private information or false statements of fact.",
          "We may moderate reviews and remove those that break these rules. We do not edit the meaning of a review, and we do not remove reviews simply because they are negative.",
        ],
      },
      {
        heading: "8. Paid promotion and refunds",
        paragraphs: [
          "Posting standard listings is free. You can pay to promote a listing so that it appears more prominently for a set period. The price and duration are shown before you pay, and payments are handled securely by our card payment provider.",
          "Promotion increases visibility only. We do not guarantee any number of views, replies or a sale.",
          "If you are a consumer, you may cancel a promotion within 14 days of purchase. Because the promotion starts when you ask it to, a refund on cancellation will be reduced in proportion to the time already provided, and no refund is due once the promotion period has ended.",
          "If a promoted listing is removed because it breaks these terms, no refund is due. If a promotion is not delivered because of a fault on our side, we will extend it or refund you. Nothing in these terms affects your statutory rights as a consumer.",
        ],
      },
      {
        heading: "9. Your content and our licence",
        paragraphs: [
          "You keep ownership of the listings, photos, reviews and other content you publish. You grant Gibraltar Marketplace Ltd a non-exclusive, royalty-free licence to host, store, reproduce, adapt the format of, translate and display that content on the site, in our e-mails and in promotion of the site, for as long as it is published and for a reasonable time afterwards to remove it from backups and caches.",
          "You confirm that you have the rights needed to grant this licence and that your content does not infringe anyone else's rights.",
        ],
      },
      {
        heading: "10. Moderation and removal",
        paragraphs: [
          "We may review, refuse, edit the category of, hide or remove any listing, review or message that breaks these terms or the law, or that we reasonably believe puts users at risk. Where appropriate, we will tell you why and give you the chance to respond.",
          "You can report content that you believe is unlawful or breaks these terms using the report option on the page or by writing to support@gibmarket.gi. We will review reports promptly and may cooperate with the authorities where required.",
        ],
      },
      {
        heading: "11. Our role",
        paragraphs: [
          "Gibraltar Marketplace is a platform that lets users advertise and contact each other. We are not a party to any sale, tenancy, employment or other agreement between users, we do not own or inspect the items advertised, and we are not an agent for buyers or sellers.",
          "Users are solely responsible for their listings, their dealings with each other and for complying with the law. Any dispute about a transaction is between the users involved, although we will help where we reasonably can.",
        ],
      },
      {
        heading: "12. Disclaimers and limitation of liability",
        paragraphs: [
          "We provide the site with reasonable care and skill, but we do not guarantee that it will always be available or error-free, or that listings, reviews and guide information are accurate, complete or up to date.",
          "To the extent permitted by Gibraltar law, we are not liable for losses arising from dealings between users, content posted by users, or events outside our reasonable control, nor for any loss of profit, business or opportunity, or for any indirect loss that was not reasonably foreseeable.",
          "To the extent permitted by Gibraltar law, our total liability to you in connection with the site is limited to the greater of the amount you paid us in the 12 months before the claim and £100.",
          "Nothing in these terms excludes or limits our liability for death or personal injury caused by our negligence, for fraud or fraudulent misrepresentation, or for any other liability that cannot be excluded or limited by law.",
        ],
      },
      {
        heading: "13. Suspension and termination",
        paragraphs: [
          "You may stop using the site and delete your account at any time.",
          "We may suspend or close your account, or remove your content, if you seriously or repeatedly break these terms, if we suspect fraud or a risk to other users, or if the law requires it. If we close your account for any other reason, we will give you reasonable notice and refund any unused promotion.",
          "Sections of these terms that by their nature should continue, including those on content licences, liability and governing law, remain in force after your account ends.",
        ],
      },
      {
        heading: "14. Governing law, changes and contact",
        paragraphs: [
          "These terms are governed by the laws of Gibraltar, and the courts of Gibraltar have exclusive jurisdiction over any dispute arising from them. If you are a consumer living elsewhere, you keep the protection of any mandatory laws of your country of residence.",
          "We may update these terms, for example when we add features or when the law changes. We will give you at least 14 days' notice of significant changes by e-mail or on the site. If you continue using Gibraltar Marketplace after they take effect, you accept the updated terms; if you do not agree, you can delete your account.",
          "For any question about these terms, contact Gibraltar Marketplace Ltd at support@gibmarket.gi, on +350 200 12345, or at Suite 4, 57 Irish Town, Gibraltar GX11 1AA.",
        ],
      },
    ],
  },
  es: {
    title: "Condiciones del servicio",
    intro:
      "Estas condiciones regulan el uso de Gibraltar Marketplace en gibmarket.gi, un portal de anuncios clasificados y guía de la comunidad gestionado por Gibraltar Marketplace Ltd, sociedad registrada en Gibraltar con domicilio en Suite 4, 57 Irish Town, Gibraltar GX11 1AA. Léelas con atención junto con nuestra Política de privacidad.",
    sections: [
      {
        heading: "1. Aceptación de estas condiciones",
        paragraphs: [
          "Al navegar por el sitio, crear una cuenta o publicar contenido, aceptas estas condiciones. Si no estás de acuerdo, no utilices Gibraltar Marketplace.",
          "Debes tener al menos 16 años para crear una cuenta. Algunas categorías, como vehículos, inmuebles y empleo, pueden implicar contratos que solo puedes celebrar si eres mayor de edad.",
        ],
      },
      {
        heading: "2. Tu cuenta",
        paragraphs: [
          "Debes facilitar información veraz y actualizada al registrarte y mantenerla al día.",
          "Cada cuenta es para una sola persona. No puedes compartir tu cuenta, crear cuentas para otras personas sin su permiso ni abrir una cuenta nueva después de que hayamos suspendido la tuya.",
          "Eres responsable de mantener segura tu contraseña y de todo lo que se haga desde tu cuenta. Avísanos de inmediato en support@gibmarket.gi si crees que otra persona ha accedido a ella.",
          "Puedes eliminar tu cuenta en cualquier momento desde la configuración de tu cuenta. Lo que ocurre con tus datos cuando lo haces se explica en nuestra Política de privacidad.",
        ],
      },
      {
        heading: "3. Cuentas de empresa",
        paragraphs: [
          "Si utilizas Gibraltar Marketplace con fines comerciales, empresariales o profesionales, por ejemplo como agente inmobiliario, concesionario de vehículos, empleador, agencia de selección o prestador de servicios, debes registrar una cuenta de empresa y mostrar con exactitud el nombre de tu empresa.",
          "Los usuarios empresariales deben cumplir todas las leyes aplicables a su actividad, incluidas las normas de protección de los consumidores, licencias, empleo y publicidad, y deben dejar claro a los compradores que están tratando con una empresa.",
          "La persona que abre una cuenta de empresa confirma que está autorizada para actuar en nombre de esa empresa y para aceptar estas condiciones en su nombre.",
        ],
      },
      {
        heading: "4. Normas de los anuncios",
        paragraphs: [
          "Todos los anuncios deben ser lícitos en Gibraltar, exactos y no engañosos. Describe el artículo, inmueble, vehículo, empleo o servicio con honestidad, incluido su estado, cualquier defecto y el precio real.",
          "Solo puedes anunciar lo que te pertenece o lo que estás autorizado a ofrecer, y solo puedes subir fotos y textos que hayas creado tú o que tengas permiso para usar.",
          "Publica cada anuncio en la categoría correcta, no publiques anuncios duplicados y elimina el anuncio o márcalo como vendido cuando ya no esté disponible.",
          "No puedes anunciar armas, munición ni réplicas de armas de fuego; drogas, sustancias controladas ni accesorios para su consumo; artículos falsificados, robados o de contrabando; animales vivos ofrecidos de forma irresponsable, incluidos animales sin destetar, sin vacunar o protegidos, o animales vendidos sin cumplir los requisitos legales para su venta; contenidos o servicios para adultos o de carácter sexual; ni ningún artículo o servicio cuya venta o publicidad sea ilegal en Gibraltar.",
          "Los anuncios de inmuebles deben corresponder a un inmueble real y disponible, y las ofertas de empleo deben corresponder a un puesto auténtico que cumpla la legislación laboral y no discrimine de forma ilícita.",
        ],
      },
      {
        heading: "5. Conductas prohibidas",
        paragraphs: [
          "No puedes enviar spam, cadenas de mensajes ni publicidad no solicitada, ni utilizar el sitio para fines distintos de la compraventa, la contratación y el uso comunitario auténticos.",
          "No puedes intentar estafas ni fraudes, como anuncios falsos, phishing, justificantes de pago falsos, solicitudes de pagos por adelantado o intentos de obtener datos personales o financieros de otros usuarios.",
          "No puedes acosar, amenazar, insultar ni discriminar a otros usuarios, ni publicar sus datos personales sin su consentimiento.",
          "No puedes extraer, copiar ni recopilar anuncios o datos de usuarios por medios automatizados, interferir en la seguridad o el funcionamiento del sitio, ni intentar acceder a cuentas o zonas para las que no tengas autorización.",
        ],
      },
      {
        heading: "6. Mensajería y seguridad",
        paragraphs: [
          "Nuestro servicio de mensajería permite a compradores y vendedores hablar sin compartir sus datos de contacto personales. Mantén tus conversaciones en el sitio siempre que puedas, para que podamos ayudarte si algo sale mal, y denúncianos cualquier mensaje sospechoso.",
          "Queda en un lugar público y seguro, a plena luz del día, y plantéate ir acompañado.",
          "Comprueba en persona el artículo, el vehículo o el inmueble antes de pagar o firmar nada.",
          "Verifica todos los documentos, como la documentación de matriculación y titularidad del vehículo, la identidad del propietario o del agente, y las condiciones de cualquier contrato de alquiler o de trabajo.",
          "Nunca envíes dinero por adelantado, ya sea por transferencia bancaria, servicio de envío de dinero, criptomonedas o tarjetas regalo, a alguien a quien no conoces en persona por algo que no has visto. Desconfía de las ofertas que parezcan demasiado buenas para ser verdad.",
        ],
      },
      {
        heading: "7. Reseñas",
        paragraphs: [
          "Las reseñas de anuncios y lugares deben ser honestas y basarse en tu propia experiencia real. No escribas reseñas de tu propia empresa o anuncio, de los de un competidor, ni de nada por lo que hayas recibido un pago o una recompensa a cambio de la reseña.",
          "Las reseñas no pueden contener lenguaje ofensivo, ataques personales, información privada ni afirmaciones de hecho falsas.",
          "Podemos moderar las reseñas y retirar las que incumplan estas normas. No modificamos el sentido de ninguna reseña ni retiramos reseñas solo por ser negativas.",
        ],
      },
      {
        heading: "8. Promoción de pago y reembolsos",
        paragraphs: [
          "Publicar anuncios normales es gratis. Puedes pagar para destacar un anuncio de modo que aparezca en un lugar más visible durante un periodo determinado. El precio y la duración se indican antes del pago, y los pagos los gestiona de forma segura nuestro proveedor de pagos con tarjeta.",
          "La promoción solo aumenta la visibilidad. No garantizamos un número determinado de visitas o respuestas, ni una venta.",
          "Si eres consumidor, puedes cancelar una promoción en un plazo de 14 días desde la compra. Como la promoción empieza cuando tú lo solicitas, el reembolso en caso de cancelación se reducirá en proporción al tiempo ya disfrutado, y no procede ningún reembolso una vez finalizado el periodo de promoción.",
          "Si un anuncio destacado se retira por incumplir estas condiciones, no procede ningún reembolso. Si una promoción no se presta por un fallo imputable a nosotros, la prolongaremos o te devolveremos el importe. Nada de lo dispuesto en estas condiciones afecta a tus derechos legales como consumidor.",
        ],
      },
      {
        heading: "9. Tu contenido y nuestra licencia",
        paragraphs: [
          "Sigues siendo el titular de los anuncios, fotos, reseñas y demás contenidos que publicas. Concedes a Gibraltar Marketplace Ltd una licencia no exclusiva y gratuita para alojar, almacenar, reproducir, adaptar el formato, traducir y mostrar dicho contenido en el sitio, en nuestros correos electrónicos y en la promoción del sitio, mientras esté publicado y durante un tiempo razonable después para eliminarlo de las copias de seguridad y cachés.",
          "Confirmas que dispones de los derechos necesarios para conceder esta licencia y que tu contenido no infringe los derechos de nadie.",
        ],
      },
      {
        heading: "10. Moderación y retirada de contenidos",
        paragraphs: [
          "Podemos revisar, rechazar, cambiar de categoría, ocultar o retirar cualquier anuncio, reseña o mensaje que incumpla estas condiciones o la ley, o que consideremos razonablemente que pone en riesgo a los usuarios. Cuando proceda, te explicaremos el motivo y te daremos la oportunidad de responder.",
          "Puedes denunciar un contenido que consideres ilícito o contrario a estas condiciones mediante la opción de denuncia de la página o escribiendo a support@gibmarket.gi. Revisaremos las denuncias con prontitud y podremos colaborar con las autoridades cuando sea necesario.",
        ],
      },
      {
        heading: "11. Nuestro papel",
        paragraphs: [
          "Gibraltar Marketplace es una plataforma que permite a los usuarios anunciarse y ponerse en contacto entre sí. No somos parte de ninguna compraventa, alquiler, relación laboral ni otro acuerdo entre usuarios, no somos propietarios de los artículos anunciados ni los inspeccionamos, y no actuamos como agentes de compradores ni de vendedores.",
          "Los usuarios son los únicos responsables de sus anuncios, de sus tratos entre ellos y del cumplimiento de la ley. Cualquier disputa sobre una operación concierne a los usuarios implicados, aunque te ayudaremos en lo que razonablemente podamos.",
        ],
      },
      {
        heading: "12. Exenciones y limitación de responsabilidad",
        paragraphs: [
          "Prestamos el servicio con el cuidado y la diligencia razonables, pero no garantizamos que el sitio esté siempre disponible o libre de errores, ni que los anuncios, las reseñas y la información de la guía sean exactos, completos o estén actualizados.",
          "En la medida en que lo permita la legislación de Gibraltar, no somos responsables de las pérdidas derivadas de los tratos entre usuarios, de los contenidos publicados por los usuarios ni de hechos ajenos a nuestro control razonable, ni del lucro cesante, la pérdida de negocio o de oportunidades, ni de cualquier pérdida indirecta que no fuera razonablemente previsible.",
          "En la medida en que lo permita la legislación de Gibraltar, nuestra responsabilidad total frente a ti en relación con el sitio se limita a la mayor de estas dos cantidades: el importe que nos hayas pagado en los 12 meses anteriores a la reclamación o 100 £.",
          "Nada de lo dispuesto en estas condiciones excluye ni limita nuestra responsabilidad por muerte o lesiones personales causadas por nuestra negligencia, por fraude o declaraciones fraudulentas, ni ninguna otra responsabilidad que no pueda excluirse ni limitarse conforme a la ley.",
        ],
      },
      {
        heading: "13. Suspensión y baja",
        paragraphs: [
          "Puedes dejar de usar el sitio y eliminar tu cuenta en cualquier momento.",
          "Podemos suspender o cerrar tu cuenta, o retirar tu contenido, si incumples estas condiciones de forma grave o reiterada, si sospechamos de un fraude o de un riesgo para otros usuarios, o si la ley lo exige. Si cerramos tu cuenta por cualquier otro motivo, te avisaremos con una antelación razonable y te devolveremos el importe de cualquier promoción no disfrutada.",
          "Las cláusulas de estas condiciones que por su naturaleza deban seguir vigentes, incluidas las relativas a la licencia sobre los contenidos, la responsabilidad y la ley aplicable, seguirán en vigor después de la baja de tu cuenta.",
        ],
      },
      {
        heading: "14. Ley aplicable, cambios y contacto",
        paragraphs: [
          "Estas condiciones se rigen por las leyes de Gibraltar, y los tribunales de Gibraltar tienen competencia exclusiva sobre cualquier litigio derivado de ellas. Si eres un consumidor residente en otro lugar, conservas la protección de las normas imperativas de tu país de residencia.",
          "Podemos actualizar estas condiciones, por ejemplo cuando añadamos funciones o cambie la ley. Te avisaremos de los cambios importantes con al menos 14 días de antelación por correo electrónico o en el sitio. Si sigues usando Gibraltar Marketplace después de su entrada en vigor, aceptas las condiciones actualizadas; si no estás de acuerdo, puedes eliminar tu cuenta.",
          "Para cualquier pregunta sobre estas condiciones, ponte en contacto con Gibraltar Marketplace Ltd en support@gibmarket.gi, en el +350 200 12345 o en Suite 4, 57 Irish Town, Gibraltar GX11 1AA.",
        ],
      },
    ],
  },
};
