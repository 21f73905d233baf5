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
    'mas tan tanto tambien entonces osea bueno oye hey pues porfa porfavor porfis favor please ' +
    // How people text: "q" and "k" for que, "xq" for porque, "x" for por, "d" for de, "tb" for también.
    'q k xq pq porq x d tb tmb tmbn xfa xfavor plis pls pa pal xa ' +
    // Fillers, vocatives and interjections of the whole region: they address the person, not the topic.
    'che boludo boluda parce parcero parcera mae diay pana panas wey guey guei we compa compadre comadre bro ' +
    'chamo chama mijo mija mano manito po pue sumerce oigan oiga oye oi mira mire mirá vea ve ey epa ' +
    'epale chale orale hijole uy ay ah eh oh mmm ja je ji jaja jeje xd jajaja veci vecino vecina jefe jefa ' +
    'joven seno senito caballero mami papi mamita papito cuate carnal weon huevon brother nomas ahi alli alla aca ' +
    'aqui este esta eh bendiciones preguntita consultita dudita atentamente cordial cordiales'
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
    'vamos iba puede podes tenes queres sabes ' +
    // Voseo and ustedes forms and their imperatives: "¿tenés…?", "decime", "¿ustedes hacen…?".
    'decis deci decime contame contanos pasame mandame mostrame fijate avisame averigua averiguame ' +
    'sabria sabrian sabran quisieramos necesitamos queremos podemos tenemos ocupo ocupamos ' +
    'gustaria gustarian interesa interesaria pregunto preguntaba consultaba queria queriamos'
  ).split(/\s+/),
);

/**
 * Verbs that frame a question in every form ("estamos", "tendrían", "hicieron"), not only the forms listed
 * above: any of their forms (VERB_FORMS) is a carrier word.
 */
export const CARRIER_VERBS = new Set([
  'ser',
  'estar',
  'tener',
  'poder',
  'querer',
  'hacer',
  'decir',
  'saber',
  'ir',
  'dar',
  'ver',
]);

/**
 * How people abbreviate when they text, mapped to the words they stand for before anything else; applied
 * to single folded tokens.
 */
export const ABBREVIATIONS: Record<string, string> = {
  q: 'que',
  k: 'que',
  ke: 'que',
  xq: 'porque',
  pq: 'porque',
  porq: 'porque',
  x: 'por',
  d: 'de',
  dl: 'del',
  tb: 'tambien',
  tmb: 'tambien',
  tmbn: 'tambien',
  tbn: 'tambien',
  dnd: 'donde',
  dnde: 'donde',
  cdo: 'cuando',
  cndo: 'cuando',
  qdo: 'cuando',
  cnto: 'cuanto',
  cuant: 'cuanto',
  bn: 'bien',
  msj: 'mensaje',
  mje: 'mensaje',
  msg: 'mensaje',
  info: 'informacion',
  infor: 'informacion',
  hr: 'hora',
  hrs: 'horas',
  hs: 'horas',
  min: 'minutos',
  mins: 'minutos',
  tel: 'telefono',
  telf: 'telefono',
  tlf: 'telefono',
  cel: 'celular',
  celu: 'celular',
  wsp: 'whatsapp',
  wpp: 'whatsapp',
  wasap: 'whatsapp',
  guasap: 'whatsapp',
  whats: 'whatsapp',
  dir: 'direccion',
  toy: 'estoy',
  tamos: 'estamos',
  sta: 'esta',
  nd: 'nada',
  salu2: 'saludos',
  grax: 'gracias',
  grs: 'gracias',
  finde: 'fin de semana',
  compu: 'computadora',
  depa: 'departamento',
  depto: 'departamento',
  prox: 'proximo',
  sem: 'semana',
  mn: 'manana',
  mnn: 'manana',
  hoi: 'hoy',
  aki: 'aqui',
  ig: 'instagram',
  insta: 'instagram',
  fb: 'facebook',
  face: 'facebook',
  tarj: 'tarjeta',
  efect: 'efectivo',
  transf: 'transferencia',
  nro: 'numero',
  num: 'numero',
};

/**
 * Multi-word expressions first, then single words, each mapped to one canonical word. Applied to folded
 * text (no accents, lower case).
 */
export const PHRASE_SYNONYMS: Array<[RegExp, string]> = [
  // Greetings of the region ("¿qué onda?", "quiubo", "¿qué más?") frame a message; they mean hola.
  [
    /\b(que onda|que tal|que hubo|quiubo|quiobo|que hay|que mas pues|que mas|que pex|que pedo|como vas|como andas|buenas buenas)\b/g,
    'hola',
  ],
  [
    /\b(por favor|x favor|de favor|si es tan amable|si fuera tan amable|si me hace el favor|me hace el favor)\b/g,
    ' ',
  ],
  // Asking a price, in every way the region asks it.
  [
    /\b(cuanto|que) (me |nos |te |le )?(cuesta|cuestan|costaria|costarian|sale|salen|saldria|vale|valen|valdria|cobran|cobras|cobra|cobrarian|cobrarias|cobraria|seria|serian)\b/g,
    'precio',
  ],
  [/\b(me|nos|le) (cobran|cobras|cobrarian|cobrarias|cobraria|cobra|sale|saldria)\b/g, 'precio'],
  [
    /\b(en|a|por) cuanto( (esta|estan|sale|salen|queda|quedan|lo dejas|lo dejan|me lo dejas|me lo dejan))?\b/g,
    'precio',
  ],
  [
    /\b(cuanto (es|son|seria|serian|esta|estan)|que precio|que valor|que costo|cual es el (precio|valor|costo))\b/g,
    'precio',
  ],
  [/\bcuanto (tiempo|dura|duran|demora|demoran|tarda|tardan)\b/g, 'tardar'],
  [/\b(dar|darme|darse|darte|darnos) de baja\b/g, 'cancelar'],
  [/\bpasar a (buscar|recoger|retirar)\b/g, 'retirar'],
  [/\b(meses sin intereses|pago movil)\b/g, 'pago'],
  // Cash on delivery is both: how one pays and that it is delivered.
  [/\b(contra ?entrega|contra ?reembolso)\b/g, 'pago envio'],
  [/\bsin (costo|cargo|cobro)( alguno)?\b/g, 'gratis'],
  [/\b(en|con) (stock|existencia)\b/g, 'disponible'],
  [
    /\bque (necesito|se necesita|hace falta|piden|me piden|requiero|se requiere|documentos|papeles)\b/g,
    'requisito',
  ],
  [/\b(al tiro|altiro|ahorita|ahora mismo|ya mismo|en este momento|de una vez)\b/g, 'ahora'],
  [
    /\b(en que (parte|zona|barrio|colonia|lugar|sector|direccion)|por donde (quedan|queda|estan|esta))\b/g,
    'ubicacion',
  ],
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
    'tengo tienes tiene tenemos teneis tienen tenes tenia tenias tenian tuve tuviste tuvo tendre tendras tendra tendria tendrias tendrian tendriamos tenga tengas tengan',
  poder:
    'puedo puedes puede podemos podeis pueden podes podia podias pude pudiste pudo podre podras podra podria podrias podrian podriamos pueda puedas puedan',
  querer:
    'quiero quieres quiere queremos quereis quieren queres queria querias quise quisiste quiso querre querras querria querrian quisiera quisieras quieras',
  hacer:
    'hago haces hace hacemos haceis hacen hacia hacias hice hiciste hizo hare haras hara haria harias harian hariamos haga hagas hagan haz',
  decir:
    'digo dices dice decimos decis deci decime dicen decia dije dijiste dijo dire diras dira diria dirias dirian diga digas digan',
  saber:
    'sabes sabe sabemos sabeis saben sabia sabias supe supiste supo sabre sabras sabria sabrias sabrian sepa sepas sepan',
  ir: 'voy vas vamos vais van iba ibas iban ire iras ira iria irias vaya vayas vayan anda andate',
  venir:
    'vengo vienes viene venimos venis veni vienen venia vine viniste vino vendre vendras vendra vendria venga vengas',
  dar: 'doy das damos dais dan daba diste dio dare daras dara daria darias des',
  ver: 'veo ves vemos veis veia vi viste vio vere veras vera veria vea veas',
  pedir: 'pido pides pide piden pidio pida pidas',
  sentir: 'siento sientes siente sienten senti sintio sienta',
  pensar: 'pienso piensas piensa piensan pense penso piense',
  dormir: 'duermo duermes duerme duermen durmio duerma',
  jugar: 'juego juegas juega juegan juegue',
  volver: 'vuelvo vuelves vuelve vuelven vuelva',
  conocer: 'conozco conoces conoce conocen conozca',
  seguir: 'sigo sigues sigue seguimos siguen siguio siga sigan',
  servir: 'sirve sirven sirvo sirva sirvan',
  poner: 'pongo pones pone ponemos ponen puse puso pondria ponga pongan',
  traer: 'traigo traes trae traemos traen trajo traiga traigan',
  elegir: 'elijo eliges elige eligen elija',
};

export const WORD_SYNONYMS: Record<string, string> = Object.fromEntries(
  Object.entries({
    precio:
      'precios costo costos valor valores tarifa tarifas cuesta cuestan cobran arancel aranceles presupuesto presupuestos cotizacion cotizar ' +
      'costar costaria costarian tarifario honorario honorarios mensualidad mensualidades importe monto caro caros',
    horario:
      'horarios abren abres abre abris abrimos abierto abiertos abierta atienden atiende atiendes atendes atendemos ' +
      'atencion cierran cierra cierras cerramos cerrado cerrados apertura',
    feriado: 'feriados festivo festivos',
    ubicacion:
      'direccion direcciones ubicados ubicado ubicada ubicadas ubican local sucursal sucursales sede sedes localizacion ' +
      'localizados situados mapa',
    envio:
      'envios delivery despacho despachos despachan envian envias mandan mandas repartos entrega entregas encomienda encomiendas courier domicilio domicilios ' +
      'flete fletes reparten repartimos repartir',
    turno:
      'turnos cita citas reserva reservas reservar reservacion reservaciones agendar agenda agendo agendamiento apartar aparto apartan',
    reprogramar:
      'reprogramo reprogramacion reagendar reagendo posponer pospongo postergar postergo aplazar aplazo',
    pago:
      'pagos pagar abonar tarjeta tarjetas efectivo transferencia transferencias deposito depositar yape plin nequi daviplata sinpe cuotas ' +
      'abono abonos abonan credito debito mercadopago paypal zelle oxxo financiamiento financiacion financian financiar cheque ' +
      'transferir transfiero transferimos',
    telefono: 'celular celulares movil whatsapp fono llamar llamada llamadas llamen',
    contacto: 'comunicar comunicarme comunicarse comunicarnos comunico comunicacion',
    garantia: 'garantias garantizado garantizada garantizados garantizan garantiza garantizar',
    disponible:
      'disponibles disponibilidad stock existencia existencias inventario agotado agotada agotados agotadas cupo cupos',
    requisito: 'requisitos requerimiento requerimientos requerido requeridos requerida requeridas',
    documento: 'documentos documentacion papeles papeleo',
    inscripcion:
      'inscribir inscribo inscriben inscribimos inscripciones anotar anoto anotarse registrar registrarse',
    membresia: 'membresias suscripcion suscripciones',
    gratis: 'gratuito gratuita gratuitos gratuitas',
    ofrecer: 'brindan brindas brinda brindar brindamos',
    vender: 'venta ventas',
    comprar: 'adquirir adquiero adquirimos',
    impuesto:
      'impuestos iva isr tributo tributos tributario tributaria tributarios tributarias fisco sat sii afip sunat dian seniat',
    contador: 'contadora contadores contable contables contabilidad',
    revision:
      'revisar reviso revisan revisiones chequeo chequeos chequear diagnostico diagnosticos inspeccion',
    inmueble: 'inmuebles propiedad propiedades vivienda viviendas',
    gimnasio: 'gym gimnasios',
    entrenador: 'entrenadora entrenadores coach instructor instructora instructores',
    correo: 'mail email',
    humano: 'asesor asesora asesores agente operador ejecutivo ejecutiva',
    trabajo:
      'empleo vacante vacantes curriculum cv chamba chambear laburo laburar curro jale pega camello brete',
    ayuda: 'soporte asistencia asistir asisteme',
    pedido: 'pedidos orden ordenes ordenar encargo encargos encargar',
    menu: 'menus carta',
    promocion:
      'promociones promo promos oferta ofertas descuento descuentos rebaja rebajas liquidacion cupon cupones rebajan descuentan',
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
    // Money, work, cars, children, clothes, food, places: the same thing named across the region.
    dinero: 'plata lana guita pasta varo varos pisto reales chavos lucas biyuyo',
    auto: 'autos carro carros coche coches vehiculo vehiculos',
    ahora: 'ahorita',
    nino: 'ninos nina ninas chamaco chamacos chamaca pibe pibes piba patojo patojos patoja cipote cipotes guila guilas carajito carajitos nene nenes nena chiquillo chiquillos criatura',
    bus: 'colectivo colectivos bondi micro micros buseta busetas guagua guaguas autobus omnibus',
    sueter: 'chompa chompas buzo buzos pulover sweater sueteres chaleco jersey',
    chaqueta: 'chaquetas campera camperas chamarra chamarras casaca casacas',
    zapatilla: 'zapatillas tenis championes',
    jean: 'jeans vaquero vaqueros mezclilla',
    falda: 'faldas pollera polleras',
    talla: 'tallas talle talles',
    pastel: 'pasteles torta tortas queque queques ponque ponques bizcocho bizcochos cake kekito',
    frijol: 'frijoles poroto porotos caraota caraotas habichuela habichuelas',
    aguacate: 'aguacates palta paltas',
    elote: 'elotes choclo choclos mazorca',
    fresa: 'fresas frutilla frutillas',
    platano: 'platanos banana bananas banano bananos cambur guineo guineos',
    jugo: 'jugos zumo zumos',
    refresco: 'refrescos gaseosa gaseosas soda sodas',
    cabello: 'pelo pelos',
    estacionamiento: 'parqueadero parqueaderos parqueo parking cochera cocheras aparcamiento',
    lentes: 'anteojos gafas',
    piscina: 'pileta alberca',
    refrigerador: 'heladera nevera refri',
    zona: 'zonas barrio barrios colonia colonias sector sectores comuna comunas reparto vecindario localidad',
    cerca: 'cerquita cercano cercana',
    cerradura: 'cerraduras chapa chapas cerrojo',
    arreglar: 'reparar reparacion reparaciones componer reparan repara reparamos reparo arreglos composturas',
    urgencia: 'urgente urgentes urgencias emergencia emergencias',
    barato: 'baratos barata economico economica accesible',
    boda: 'bodas matrimonio casamiento',
    equipaje: 'maleta maletas valija valijas',
    alojamiento: 'hospedaje hostal hostales',
    retirar: 'recoger recojo retiro',
    factura:
      'facturas facturar facturan facturacion comprobante comprobantes recibo recibos boleta boletas cfdi',
    devolucion:
      'devoluciones devolver devuelven devuelvo devuelve devolvemos reembolso reembolsos reembolsar reembolsan reintegro reintegros',
    cancelar: 'anular anulo anulan anulacion cancelacion cancelaciones',
    reclamo: 'reclamos queja quejas reclamacion',
    alquiler: 'alquilar arriendo arrendar renta rentar',
    tardar: 'tarda tardan demora demoran demorar demoro tardo demoras dura duran durar duracion',
    redes: 'instagram facebook tiktok',
    fisioterapia: 'kinesiologia kinesiologo kinesiologa kine fisio fisioterapeuta',
    seguro: 'seguros prepaga prepagas eps isapre fonasa',
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
