/**
 * General Spanish knowledge for the engine: function words, "carrier" words that frame a question without
 * saying what it is about, and synonyms common in Latin American business talk. Nothing here is specific
 * to one bot or one data set.
 */

/** Articles, prepositions, conjunctions and clitics: they never decide what a question is about. */
export const STOP_WORDS = new Set(
  (
    'a al algo algun alguna algunas alguno algunos ante antes aqui asi aun cada con contra cual cuales de del desde ' +
    'e el ella ellas ello ellos en entre era eran es esa esas ese eso esos esta estas este esto estos fue fueron ' +
    'ha han has hasta hay la las le les lo los me mi mis muy nos nuestra nuestro nuestras nuestros o os para pero ' +
    'por pues que se sea ser si sin sobre son su sus te ti tu tus u un una unas uno unos usted ustedes vos y ya ' +
    'mas tan tanto tambien entonces osea bueno oye hey che pues porfa porfavor favor gracias? please ' +
    // How people text: "q" and "k" for que, "xq" for porque, "x" for por, "d" for de, "tb" for también.
    'q k xq pq porq x d tb tmb tmbn xfa xfavor plis pls'
  )
    .split(/\s+/)
    .filter((w) => w && !w.endsWith('?')),
);

/**
 * Words that carry the shape of a request rather than its topic ("quiero saber", "me puedes decir"):
 * kept, but light, so "quiero pedir" does not outweigh the thing asked for.
 */
export const LIGHT_WORDS = new Set(
  (
    'quiero quisiera queria necesito necesitaria puedo puedes podria podrias pueden podrian saber sabes decir dime digame ' +
    'dices diga cuentame contame explicame informacion info consulta consultar pregunta preguntar ayuda ayudame ' +
    'tengo tienes tiene tienen tenes hacer hago hace hacen haces dar dame deme den ver mirar buscar busco encontrar ' +
    'encuentro como cuando donde cual cuanto cuanta cuantos cuantas quien quienes que porque por_que hola buenas ' +
    'buen dia dias tardes noches senor senora amigo amiga estimado estimados gustaria gusta algo cosa cosas ' +
    'favor ok okay vale listo dale claro di dinos digas digame digan cuentanos explica explicanos muestrame ' +
    // Copulas and auxiliaries: "¿eres…?", "¿vas a…?", "¿has…?" frame the question; the rest says what about.
    'eres sos es soy estas esta estoy estan son somos fue fuiste ser estar has he ha han hemos habia vas voy va van ' +
    'vamos iba puede podes tenes queres sabes'
  ).split(/\s+/),
);

/**
 * Multi-word expressions first, then single words, each mapped to one canonical word. Applied to folded
 * text (no accents, lower case).
 */
export const PHRASE_SYNONYMS: Array<[RegExp, string]> = [
  [/\b(cuanto|que) (cuesta|cuestan|sale|salen|vale|valen|cobran|cobras|cobra)\b/g, 'precio'],
  [/\b(a|hasta|desde) que hora\b/g, 'horario'],
  [/\b(que|cuales) (dias|horas)\b/g, 'horario'],
  [
    /\b(donde|adonde) (quedan|queda|estan|esta|estas|se encuentran|se ubican|los encuentro|los ubico)\b/g,
    'ubicacion',
  ],
  [/\bcomo (llego|llegar)\b/g, 'ubicacion'],
  [/\b(medios?|formas?|metodos?) de pago\b/g, 'pago'],
  [/\bmercado ?pago\b/g, 'pago'],
  [/\b(a|al) domicilio\b/g, 'envio'],
  [/\bhacen (envios|delivery|entregas)\b/g, 'envio'],
  [/\b(pedir|sacar|agendar|reservar) (un )?(turno|hora|cita)\b/g, 'turno'],
  [/\b(numero de )?(telefono|celular|whatsapp|wsp|wasap|whats)\b/g, 'telefono'],
  [/\b(correo|mail|email|e mail)( electronico)?\b/g, 'correo'],
  [/\b(pagina|sitio) web\b/g, 'web'],
  [/\bhablar con (una persona|un humano|alguien|un asesor|un agente)\b/g, 'humano'],
];

/**
 * Irregular verbs whose forms share no stem ("tengo" / "tienes", "puedo" / "podemos"), mapped to their
 * infinitive. Forms shared by two verbs ("fue", "ve", "di") are left out.
 */
const VERB_FORMS: Record<string, string> = {
  ser: 'soy eres sos somos sois son era eras eramos eran fui fuiste fuimos fueron sere seras sera seremos seran seria serias sean seas',
  estar:
    'estoy estas esta estamos estais estan estaba estabas estaban estuve estuviste estuvo estare estaras estara este estes esten',
  tener:
    'tengo tienes tiene tenemos teneis tienen tenes tenia tenias tenian tuve tuviste tuvo tendre tendras tendra tendria tendrias tenga tengas tengan',
  poder:
    'puedo puedes puede podemos podeis pueden podes podia podias pude pudiste pudo podre podras podra podria podrias podrian pueda puedas puedan',
  querer:
    'quiero quieres quiere queremos quereis quieren queres queria querias quise quisiste quiso querre querras querria quisiera quisieras quieras',
  hacer:
    'hago haces hace hacemos haceis hacen hacia hacias hice hiciste hizo hare haras hara haria harias haga hagas hagan haz',
  decir:
    'digo dices dice decimos decis dicen decia dije dijiste dijo dire diras dira diria dirias diga digas digan',
  saber:
    'sabes sabe sabemos sabeis saben sabia sabias supe supiste supo sabre sabras sabria sabrias sepa sepas sepan',
  ir: 'voy vas vamos vais van iba ibas iban ire iras ira iria irias vaya vayas vayan',
  venir:
    'vengo vienes viene venimos venis vienen venia vine viniste vino vendre vendras vendra vendria venga vengas',
  dar: 'doy das damos dais dan daba diste dio dare daras dara daria darias des',
  ver: 'veo ves vemos veis veia vi viste vio vere veras vera veria vea veas',
  pedir: 'pido pides pide piden pidio pida pidas',
  sentir: 'siento sientes siente sienten senti sintio sienta',
  pensar: 'pienso piensas piensa piensan pense penso piense',
  dormir: 'duermo duermes duerme duermen durmio duerma',
  jugar: 'juego juegas juega juegan juegue',
  volver: 'vuelvo vuelves vuelve vuelven vuelva',
  conocer: 'conozco conoces conoce conocen conozca',
};

export const WORD_SYNONYMS: Record<string, string> = Object.fromEntries(
  Object.entries({
    precio:
      'precios costo costos valor valores tarifa tarifas cuesta cuestan cobran arancel aranceles presupuesto presupuestos cotizacion cotizar',
    horario: 'horarios abren abres abierto abiertos atienden atencion cierran cierra cerrado',
    ubicacion: 'direccion direcciones ubicados ubicado ubicada local sucursal sucursales localizacion',
    envio: 'envios delivery despacho despachos envian envias mandan mandas reparto repartos entrega entregas',
    turno: 'turnos cita citas reserva reservas reservar agendar agenda',
    pago: 'pagos pagar abonar tarjeta tarjetas efectivo transferencia cuotas',
    telefono: 'celular cel movil whatsapp',
    correo: 'mail email',
    humano: 'asesor agente operador',
    trabajo: 'empleo vacante vacantes curriculum cv chamba laburo curro',
    ayuda: 'soporte asistencia asistir asisteme',
    pedido: 'pedidos orden ordenes ordenar encargo encargos encargar',
    menu: 'menus carta',
    promocion: 'promociones promo promos oferta ofertas descuento descuentos rebaja rebajas liquidacion',
    abogado: 'abogados abogada abogadas letrado letrada jurista',
    // General Spanish: concepts people name in many ways, regional words included.
    empresa: 'empresas compania companias negocio negocios firma emprendimiento comercio',
    aplicacion: 'app apps aplicaciones',
    desarrollador: 'desarrolladores creador creadores programador programadores fabricante autor',
    web: 'pagina paginas sitio url website link enlace',
    molesto: 'molesta irritante irritas irritado fastidioso fastidiosa pesado pesada molestas',
    malo: 'mala inutil terrible pesimo pesima horrible peor',
    edad: 'anos viejo vieja mayor',
    cumpleanos: 'cumple',
    respuesta: 'respuestas responder responde respondeme contestar contesta contestame contestes',
    hablar: 'conversar charlar platicar hablemos conversemos',
    dinero: 'plata lana guita pasta',
    auto: 'autos carro carros coche coches',
    computadora: 'computador ordenador pc',
    departamento: 'depto apartamento piso',
    pasaje: 'pasajes boleto boletos billete billetes tiquete tiquetes',
    camiseta: 'remera remeras playera playeras polera poleras',
    quien: 'quienes',
    ...VERB_FORMS,
  }).flatMap(([canonical, words]) => words.split(' ').map((word) => [word, canonical])),
);

/** The words synonyms map to (and phrases produce): real words, whatever the bot was trained on. */
export const CANONICAL_WORDS = new Set(
  Object.values(WORD_SYNONYMS).concat(PHRASE_SYNONYMS.map(([, word]) => word)),
);
