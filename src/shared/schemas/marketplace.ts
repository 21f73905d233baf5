import { z } from 'zod';
import { normalizePhone, PHONE_COUNTRY_CODES } from '../contact';
import { Paging } from '../constants';
import { msg } from '../messages.es';
import { CURRENCY_CODES, toMinorUnits, type Currency } from '../money';
import { UploadUrlSchema } from './files';

const m = msg.marketplace;

export const MarketLimits = {
  titleMin: 3,
  titleMax: 80,
  descriptionMax: 2000,
  stockMax: 1_000_000,
  imagesMax: 8,
  labelsMax: 10,
  labelMax: 30,
  placeMax: 60,
  itemsMax: 50,
  quantityMax: 99,
} as const;

export const PUBLICATION_TYPES = ['product', 'service'] as const;
export type PublicationType = (typeof PUBLICATION_TYPES)[number];
export const CurrencySchema = z.enum(CURRENCY_CODES, { error: m.currencyInvalid });

const place = z.string().trim().max(MarketLimits.placeMax, m.placeLong).default('');

/** A listing as its seller writes it; the price is a decimal string, checked against the currency. */
export const PublicationInputSchema = z
  .object({
    _id: z.string().max(100).optional(),
    typed: z.enum(PUBLICATION_TYPES, { error: m.typedRequired }),
    title: z
      .string({ error: m.titleRequired })
      .trim()
      .min(1, m.titleRequired)
      .min(MarketLimits.titleMin, m.titleShort)
      .max(MarketLimits.titleMax, m.titleLong),
    description: z.string().trim().max(MarketLimits.descriptionMax, m.descriptionLong).default(''),
    price: z.string({ error: m.priceRequired }).trim().min(1, m.priceRequired).max(20, m.priceInvalid),
    currency: CurrencySchema,
    stock: z
      .number({ error: m.stockInvalid })
      .int(m.stockInvalid)
      .min(0, m.stockInvalid)
      .max(MarketLimits.stockMax, m.stockInvalid)
      .nullable()
      .optional(),
    images: z
      .array(z.object({ url: UploadUrlSchema, lazyUrl: UploadUrlSchema }))
      .max(MarketLimits.imagesMax, m.imagesMany)
      .default([]),
    labels: z
      .array(z.string().trim().toLowerCase().min(1).max(MarketLimits.labelMax, m.labelLong))
      .max(MarketLimits.labelsMax, m.labelsMany)
      .default([])
      .transform((labels) => [...new Set(labels)]),
    country: place,
    city: place,
    status: z.union([z.literal(0), z.literal(1)]).default(1),
  })
  .superRefine((value, ctx) => {
    if (!/^\d+([.,]\d+)?$/.test(value.price)) {
      ctx.addIssue({ code: 'custom', path: ['price'], message: m.priceInvalid });
    } else {
      const minor = toMinorUnits(value.price, value.currency);
      if (minor === null) ctx.addIssue({ code: 'custom', path: ['price'], message: m.priceDecimals });
      else if (minor <= 0) ctx.addIssue({ code: 'custom', path: ['price'], message: m.pricePositive });
    }
    if (value.typed === 'product' && (value.stock === undefined || value.stock === null)) {
      ctx.addIssue({ code: 'custom', path: ['stock'], message: m.stockRequired });
    }
    if (value.typed === 'service' && value.stock !== undefined && value.stock !== null) {
      ctx.addIssue({ code: 'custom', path: ['stock'], message: m.stockForService });
    }
  });
export type PublicationInput = z.input<typeof PublicationInputSchema>;
export type PublicationValues = z.output<typeof PublicationInputSchema>;

export const SellerSchema = z.object({
  _id: z.string(),
  name: z.string(),
  hero: z.string().nullable(),
  pictureUrl: z.string().nullable(),
});

export const PublicationSchema = z
  .object({
    _id: z.string(),
    createdBy: SellerSchema,
    typed: z.enum(PUBLICATION_TYPES),
    title: z.string(),
    description: z.string(),
    price: z.string(),
    currency: CurrencySchema,
    stock: z.number().int().nullable(),
    images: z.array(z.object({ url: z.string(), lazyUrl: z.string() })),
    labels: z.array(z.string()),
    country: z.string(),
    city: z.string(),
    status: z.number().int(),
    /** Whether its seller can take payments now (a disconnected seller's listings cannot be bought). */
    purchasable: z.boolean(),
    createdAt: z.string(),
    updatedAt: z.string(),
  })
  .meta({ id: 'Publication' });
export type Publication = z.infer<typeof PublicationSchema>;

const pageFields = {
  page: z.coerce.number().int().min(1).max(10_000).default(Paging.defaultPage),
  pageSize: z.coerce.number().int().min(1).max(Paging.maxPageSize).default(Paging.publicationsPageSize),
  term: z.string().trim().max(100).optional(),
  typed: z
    .enum(PUBLICATION_TYPES)
    .optional()
    .or(z.literal('').transform(() => undefined)),
};
export const PublicationQuerySchema = z.object({
  ...pageFields,
  country: z.string().trim().max(MarketLimits.placeMax).optional(),
  city: z.string().trim().max(MarketLimits.placeMax).optional(),
});
export const OwnPublicationQuerySchema = z.object(pageFields);
export type PublicationQuery = z.output<typeof PublicationQuerySchema>;

export const PublicationListSchema = z.object({
  publications: z.array(PublicationSchema),
  total: z.number().int(),
  totalPages: z.number().int(),
  nextPage: z.number().int().nullable(),
});
export const PublicationResponseSchema = z.object({ publication: PublicationSchema });

// ---------- Seller contact ----------

export const PhoneCountrySchema = z.enum(PHONE_COUNTRY_CODES, { error: m.phoneCountryInvalid });
const EMAIL_MAX = 254;

/**
 * What a seller publishes for their buyers: shown on each purchase, so the buyer can reach them. Both
 * optional; the phone is read with `phoneCountry` as the default and stored in international format.
 */
export const SellerContactSchema = z
  .object({
    phoneCountry: PhoneCountrySchema.default('AR'),
    phone: z
      .string()
      .trim()
      .max(40, m.phoneInvalid)
      .nullable()
      .optional()
      .transform((value) => value || null),
    email: z
      .string()
      .trim()
      .toLowerCase()
      .max(EMAIL_MAX, m.contactEmailInvalid)
      .nullable()
      .optional()
      .transform((value) => value || null)
      .pipe(z.email(m.contactEmailInvalid).nullable()),
  })
  .superRefine((value, ctx) => {
    if (value.phone && !normalizePhone(value.phone, value.phoneCountry)) {
      ctx.addIssue({ code: 'custom', path: ['phone'], message: m.phoneInvalid });
    }
  });
export type SellerContactInput = z.input<typeof SellerContactSchema>;
/** A seller's published contact, as buyers see it (phone in international format). */
export const PublishedContactSchema = z.object({
  phone: z.string().nullable(),
  email: z.string().nullable(),
});
export type PublishedContact = z.infer<typeof PublishedContactSchema>;

// ---------- Seller connection ----------

export const SellerConnectionSchema = z.object({
  isConnected: z.boolean(),
  /** What the seller publishes for their buyers (see SellerContactSchema). */
  contact: PublishedContactSchema,
  provider: z.enum(['sandbox', 'mercadopago']),
  /** The provider's consent screen, with a fresh random validation id; null while connected. */
  connectionUrl: z.string().nullable(),
  connectedAt: z.string().nullable(),
});
export type SellerConnection = z.infer<typeof SellerConnectionSchema>;

export const SellerCredentialsSchema = z.object({
  marketplaceSellerAuthorizationCode: z.string().min(1).max(500),
  marketplaceRandomValidationId: z.string().min(1).max(200),
  marketplaceRedirectURI: z.string().min(1).max(500),
});
export type SellerCredentials = z.infer<typeof SellerCredentialsSchema>;

// ---------- Orders and payments ----------

export const DELIVERY_METHODS = ['delivery', 'pickup'] as const;
export type DeliveryMethod = (typeof DELIVERY_METHODS)[number];

export const CheckoutLimits = {
  nameMin: 2,
  nameMax: 80,
  addressMin: 8,
  addressMax: 200,
} as const;

/**
 * Who buys and how the order reaches them, asked at checkout and stored with the order: the seller reads
 * it on the sale. The address is required with delivery and dropped with pick-up.
 */
export const CheckoutBuyerSchema = z
  .object({
    name: z
      .string({ error: m.buyerNameRequired })
      .trim()
      .min(1, m.buyerNameRequired)
      .min(CheckoutLimits.nameMin, m.buyerNameShort)
      .max(CheckoutLimits.nameMax, m.buyerNameLong),
    email: z
      .string({ error: m.buyerEmailRequired })
      .trim()
      .toLowerCase()
      .min(1, m.buyerEmailRequired)
      .max(EMAIL_MAX, m.buyerEmailInvalid)
      .pipe(z.email(m.buyerEmailInvalid)),
    phoneCountry: PhoneCountrySchema,
    phone: z
      .string({ error: m.buyerPhoneRequired })
      .trim()
      .min(1, m.buyerPhoneRequired)
      .max(40, m.phoneInvalid),
    delivery: z.enum(DELIVERY_METHODS, { error: m.deliveryRequired }),
    address: z
      .string({ error: m.addressRequired })
      .trim()
      .max(CheckoutLimits.addressMax, m.addressLong)
      .default(''),
  })
  .superRefine((value, ctx) => {
    if (value.phone && !normalizePhone(value.phone, value.phoneCountry)) {
      ctx.addIssue({ code: 'custom', path: ['phone'], message: m.phoneInvalid });
    }
    if (value.delivery === 'delivery') {
      if (!value.address) ctx.addIssue({ code: 'custom', path: ['address'], message: m.addressRequired });
      else if (value.address.length < CheckoutLimits.addressMin) {
        ctx.addIssue({ code: 'custom', path: ['address'], message: m.addressShort });
      }
    }
  });
export type CheckoutBuyerInput = z.input<typeof CheckoutBuyerSchema>;
export type CheckoutBuyer = z.output<typeof CheckoutBuyerSchema>;

export const NewOrderSchema = z.object({
  sellerId: z.string().min(1).max(100),
  items: z
    .array(
      z.object({
        publicationId: z.string().min(1).max(100),
        quantity: z
          .number({ error: m.quantityInvalid })
          .int(m.quantityInvalid)
          .min(1, m.quantityInvalid)
          .max(MarketLimits.quantityMax, m.quantityInvalid),
      }),
    )
    .min(1, m.itemsRequired)
    .max(MarketLimits.itemsMax, m.itemsMany),
  buyer: CheckoutBuyerSchema,
});
export type NewOrder = z.output<typeof NewOrderSchema>;
export type NewOrderInput = z.input<typeof NewOrderSchema>;
export const PayRequestSchema = z.object({
  newOrder: NewOrderSchema,
  appToken: z.string().max(200).optional(),
});
export const PayResponseSchema = z.object({ orderId: z.string(), checkoutUrl: z.string() });

export const ORDER_STATUSES = ['pending', 'paid', 'rejected', 'refunded', 'expired'] as const;

export const PaymentSchema = z.object({
  _id: z.string(),
  providerPaymentId: z.string(),
  status: z.string(),
  amount: z.string(),
  currency: z.string(),
  createdAt: z.string(),
});

export const OrderSchema = z
  .object({
    _id: z.string(),
    status: z.enum(ORDER_STATUSES),
    currency: CurrencySchema,
    total: z.string(),
    fee: z.string(),
    buyer: SellerSchema,
    seller: SellerSchema,
    items: z.array(
      z.object({
        publicationId: z.string().nullable(),
        typed: z.enum(PUBLICATION_TYPES),
        title: z.string(),
        unitPrice: z.string(),
        quantity: z.number().int(),
      }),
    ),
    /** Only for the buyer, while the order waits for payment. */
    checkoutUrl: z.string().nullable(),
    holdUntil: z.string(),
    paidAt: z.string().nullable(),
    payments: z.array(PaymentSchema),
    /** Short, readable reference ("#3F2A9C1D") that people quote to each other instead of the id. */
    reference: z.string(),
    /** Who bought and how to reach them, as given at checkout; null on orders placed before it asked. */
    buyerContact: z.object({ name: z.string(), email: z.string(), phone: z.string() }).nullable(),
    delivery: z.object({ method: z.enum(DELIVERY_METHODS), address: z.string().nullable() }).nullable(),
    /** When the seller marked it "Entregado"; null until then. */
    deliveredAt: z.string().nullable(),
    /** The seller's published contact, for the buyer (null on the seller's side). */
    sellerContact: PublishedContactSchema.nullable(),
    /** Placed with the built-in sandbox provider: no real money moved. */
    testMode: z.boolean(),
    /** Where it was placed: the cart, or a bot's conversation (the seller's "Ventas" marks the bot's). */
    placedIn: z.enum(['cart', 'conversation']),
    createdAt: z.string(),
  })
  .meta({ id: 'Order' });
export type Order = z.infer<typeof OrderSchema>;
// The spec's clients read `purchases`, `sales`, `purchase` and `sale`; `orders` and `order` stay beside them.
export const PurchaseListSchema = z.object({ purchases: z.array(OrderSchema), orders: z.array(OrderSchema) });
export const SaleListSchema = z.object({ sales: z.array(OrderSchema), orders: z.array(OrderSchema) });
export const PurchaseResponseSchema = z.object({ purchase: OrderSchema, order: OrderSchema });
export const SaleResponseSchema = z.object({ sale: OrderSchema, order: OrderSchema });
export const OrderParamsSchema = z.object({ orderId: z.string().min(1).max(100) });

/** The key in the link of an order placed in a conversation (256 random bits, base64url). */
export const GuestOrderParamsSchema = z.object({ key: z.string().min(20).max(100) });

/**
 * An order placed in a conversation, as its key's holder sees it (issue 40): what was bought, the status
 * and how to pay while the units are held. No account needed: the key in the link is the proof.
 */
export const GuestOrderSchema = z
  .object({
    reference: z.string(),
    status: z.enum(ORDER_STATUSES),
    currency: CurrencySchema,
    total: z.string(),
    items: z.array(z.object({ title: z.string(), unitPrice: z.string(), quantity: z.number().int() })),
    buyerName: z.string(),
    delivery: z.object({ method: z.enum(DELIVERY_METHODS), address: z.string().nullable() }).nullable(),
    holdUntil: z.string(),
    deliveredAt: z.string().nullable(),
    sellerName: z.string(),
    sellerContact: PublishedContactSchema.nullable(),
    /** The provider's checkout while the order waits for payment and its hold lasts; null otherwise. */
    payUrl: z.string().nullable(),
    /** The bot's page where it was placed (to ask "¿cómo va mi pedido?"); null when the bot is gone. */
    botPath: z.string().nullable(),
    testMode: z.boolean(),
  })
  .meta({ id: 'GuestOrder' });
export type GuestOrder = z.infer<typeof GuestOrderSchema>;
export const GuestOrderResponseSchema = z.object({ order: GuestOrderSchema });

/** What the buyer's browser reports on return from the checkout; checked with the provider before use. */
export const PaymentDataSchema = z.object({
  orderId: z.string().min(1).max(100),
  paymentId: z.string().min(1).max(100),
});
export const SavedPaymentSchema = z.object({ savedPayment: PaymentSchema.nullable(), order: OrderSchema });

// ---------- The built-in sandbox provider's checkout ----------

export const SandboxCheckoutParamsSchema = z.object({ id: z.string().min(1).max(100) });
/** What the sandbox checkout screen shows its order's buyer. */
export const SandboxCheckoutSchema = z.object({
  checkout: z.object({
    id: z.string(),
    orderId: z.string(),
    title: z.string(),
    /** Decimal string. */
    amount: z.string(),
    currency: CurrencySchema,
    expiresAt: z.string(),
    /** False once the checkout closed: it takes no more payments. */
    open: z.boolean(),
  }),
});
export type SandboxCheckout = z.infer<typeof SandboxCheckoutSchema>['checkout'];
export const SandboxPaySchema = z.object({ outcome: z.enum(['approved', 'rejected']) });
export type SandboxOutcome = z.infer<typeof SandboxPaySchema>['outcome'];
/** Where the buyer goes next: the order page, with the payment as a provider would report it. */
export const SandboxPaidSchema = z.object({ redirectUrl: z.string() });

export type { Currency };
