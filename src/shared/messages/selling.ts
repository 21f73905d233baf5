/**
 * The bot taking an order in the conversation (issue 40, item 2). Worded for tú and vos alike (decision
 * 043): no imperatives or verb forms that differ between them.
 */
export const selling = {
  askProduct: '¿Cuál de estos productos sería?',
  productNotRead: 'No me quedó claro cuál. ¿Cuál de estos sería?',
  howMany: (title: string) => `¿Cuántas unidades de **${title}** serían?`,
  askQuantity: (title: string) => `¡Buena elección! ¿Cuántas unidades de **${title}** serían?`,
  quantityNotRead: 'No me quedó claro cuántas. Con un número alcanza, por ejemplo «2».',
  onlyLeft: (title: string, stock: number) =>
    `De **${title}** ${stock === 1 ? 'queda 1' : `quedan ${stock}`}. ¿Cuántas serían?`,
  quantityMax: (max: number) => `Por pedido se pueden llevar hasta ${max} unidades. ¿Cuántas serían?`,
  soldOut: (title: string) => `**${title}** está sin stock por ahora, así que no puedo tomar el pedido.`,
  notPurchasable: (title: string, owner: string) =>
    `**${title}** todavía no se puede comprar por aquí: ${owner} no tiene activos los pagos en línea.`,
  askName: '¿A nombre de quién hago el pedido?',
  nameNotRead: '¿Me dirías el nombre para el pedido?',
  askEmail: '¿A qué correo mando la confirmación del pedido?',
  emailNotRead: 'Ese correo no parece completo: hace falta uno como nombre@correo.com.',
  askPhone: '¿Y un teléfono por si hay que coordinar la entrega?',
  phoneNotRead:
    'Ese teléfono no parece completo: hace falta con el código de área, por ejemplo 11 2345 6789.',
  askDelivery: '¿Sería con envío a domicilio o con retiro en el local?',
  deliveryOption: 'Envío a domicilio',
  pickupOption: 'Retiro en el local',
  askAddress: '¿A qué dirección lo enviamos? (calle, número y ciudad)',
  addressShort: 'Esa dirección parece incompleta: hace falta calle, número y ciudad.',
  summary: (quantity: number, title: string, total: string, who: string, delivery: string) =>
    `Reviso el pedido: **${quantity} × ${title}**, total **${total}**, a nombre de ${who}. ${delivery}. ¿Lo confirmo?`,
  deliveryTo: (address: string) => `Envío a ${address}`,
  pickup: 'Retiro en el local',
  confirmYes: 'Sí, confirmar',
  confirmNo: 'Cancelar',
  confirmAgain: '¿Confirmo el pedido? También se puede cancelar.',
  placed: (reference: string, minutes: number) =>
    `¡Listo! El pedido ${reference} quedó reservado por ${minutes} minutos. Para pagarlo está el botón «Pagar pedido»; con el pago acreditado, llega la confirmación por correo.`,
  payButton: 'Pagar pedido',
  testMode: 'Es una tienda de prueba: no se cobra dinero real.',
  dropped: 'Listo, dejé el pedido sin hacer. Aquí sigo para lo que haga falta.',
  stillOrdering: 'Sigo con tu pedido cuando quieras:',
  refused: (reason: string) => `No pude hacer el pedido: ${reason}`,
  checkoutFailed:
    'No pude abrir el cobro en este momento, así que el pedido quedó sin hacer. Se puede volver a intentar en unos minutos.',
} as const;
