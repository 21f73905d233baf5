import { z } from 'zod';
import { msg } from '../messages.es';
import { returnPath, SIGN_IN_REASONS } from '../return-path';
import { UploadUrlSchema } from './files';
import { AccountLimits as L, ProfileLimits as P, SLUG_PATTERN } from '../validations';

const m = msg.auth;
const p = msg.profile;

/** Trimmed, lowercased e-mail with the spec's required and format messages. */
const email = z
  .string({ error: m.emailRequired })
  .trim()
  .min(1, m.emailRequired)
  .max(L.emailMax, m.emailFormat)
  .pipe(z.email(m.emailFormat))
  .transform((value) => value.toLowerCase());

/** A password being chosen: 8–128 characters (decision 043). */
const newPassword = z
  .string({ error: m.passwordRequired })
  .min(1, m.passwordRequired)
  .min(L.passwordMin, m.passwordShort(L.passwordMin))
  .max(L.passwordMax, m.passwordLong(L.passwordMax));

export const SignInSchema = z.object({
  email,
  // No minimum: a password set under an older, shorter rule still signs in; the hash decides.
  password: z
    .string({ error: m.passwordRequired })
    .min(1, m.passwordRequired)
    .max(L.passwordMax, m.passwordLong(L.passwordMax)),
});
export type SignIn = z.input<typeof SignInSchema>;

export const SignUpSchema = z
  .object({
    name: z
      .string({ error: m.nameRequired })
      .trim()
      .min(1, m.nameRequired)
      .min(L.signUpNameMin, m.nameShort)
      .max(L.signUpNameMax, m.nameLong(L.signUpNameMax)),
    email,
    password: newPassword,
    passwordConfirmation: z.string({ error: m.confirmRequired }).min(1, m.confirmRequired),
    // Where the visitor was when they chose to create an account, carried by the activation link (see
    // src/shared/return-path.ts). A path that leaves the app is dropped, not refused: it is not theirs to fix.
    next: z
      .string()
      .optional()
      .transform((value) => returnPath(value) ?? undefined),
    reason: z.enum(SIGN_IN_REASONS, { error: m.invalidReason }).optional(),
  })
  .refine((v) => v.password === v.passwordConfirmation, {
    path: ['passwordConfirmation'],
    message: m.mismatch,
  });
export type SignUp = z.input<typeof SignUpSchema>;

export const EmailOnlySchema = z.object({
  email: z
    .string({ error: m.emailRequired })
    .trim()
    .min(1, m.emailRequired)
    .min(L.resetEmailMin, m.emailShort)
    .max(L.resetEmailMax, m.emailLong)
    .pipe(z.email(m.emailFormat))
    .transform((value) => value.toLowerCase()),
});
export type EmailOnly = z.input<typeof EmailOnlySchema>;

/** New password: a mismatch is reported on the password itself (spec section 5). */
export const NewPasswordSchema = z
  .object({
    password: newPassword,
    passwordConfirmation: z.string({ error: m.confirmRequiredNew }).min(1, m.confirmRequiredNew),
  })
  .refine((v) => v.password === v.passwordConfirmation, { path: ['password'], message: m.mismatchNew });
export type NewPassword = z.input<typeof NewPasswordSchema>;

export const ChangePasswordSchema = z
  .object({
    currentPassword: z
      .string({ error: m.currentPasswordRequired })
      .min(1, m.currentPasswordRequired)
      .max(L.passwordMax),
    password: newPassword,
    passwordConfirmation: z.string({ error: m.confirmRequiredNew }).min(1, m.confirmRequiredNew),
  })
  .refine((v) => v.password === v.passwordConfirmation, { path: ['password'], message: m.mismatchNew });
export type ChangePassword = z.input<typeof ChangePasswordSchema>;

export const TokenParamsSchema = z.object({ token: z.string().min(16).max(128) });
export const ResetTokenParamsSchema = z.object({ resetToken: z.string().min(16).max(128) });

/** 0 or 1; the API also accepts the strings "0" and "1" (spec section 3). */
export const StatusSchema = z
  .union([z.literal(0), z.literal(1), z.literal('0'), z.literal('1')])
  .transform((value) => Number(value) as 0 | 1);

export const ProfileSchema = z.object({
  name: z
    .string({ error: p.nameRequired })
    .trim()
    .min(1, p.nameRequired)
    .min(P.nameMin, p.nameShort)
    .max(P.nameMax, p.nameLong),
  hero: z
    .string()
    .trim()
    .transform((v) => v.toLowerCase())
    .pipe(
      z.union([
        z.literal(''),
        z.string().min(P.heroMin, p.heroShort).max(P.heroMax, p.heroLong).regex(SLUG_PATTERN, p.heroFormat),
      ]),
    )
    .optional()
    .nullable(),
  bio: z
    .string({ error: p.bioRequired })
    .trim()
    .min(1, p.bioRequired)
    .min(P.bioMin, p.bioShort)
    .max(P.bioMax, p.bioLong),
  phone: z
    .string({ error: p.phoneRequired })
    .trim()
    .min(1, p.phoneRequired)
    .min(P.phoneMin, p.phoneShort)
    .max(P.phoneMax, p.phoneLong),
  pictureUrl: UploadUrlSchema.nullable().optional(),
  status: StatusSchema.optional(),
});
export type ProfileInput = z.input<typeof ProfileSchema>;
export type Profile = z.output<typeof ProfileSchema>;

/** What anyone may see of a user. */
export const PublicUserSchema = z
  .object({
    _id: z.string(),
    id: z.string(),
    hero: z.string().nullable(),
    name: z.string(),
    pictureUrl: z.string().nullable(),
    bio: z.string().nullable(),
    status: z.number().int(),
    globalRating: z.number(),
    ratingsCount: z.number().int(),
    createdAt: z.string(),
  })
  .meta({ id: 'PublicUser' });
export type PublicUser = z.infer<typeof PublicUserSchema>;

/** What the user and super users see of an account; never a password or token hash. */
export const AccountUserSchema = PublicUserSchema.extend({
  email: z.string(),
  phone: z.string().nullable(),
  isSuperUser: z.boolean(),
}).meta({ id: 'AccountUser' });
export type AccountUser = z.infer<typeof AccountUserSchema>;

export const SignInResponseSchema = z.object({
  token: z.string(),
  user: AccountUserSchema,
  userId: z.string(),
  userEmail: z.string(),
  userPictureUrl: z.string().nullable(),
  /** Milliseconds since the epoch; the client stores now + 1 h as the spec says. */
  tokenExpiration: z.number(),
});
export type SignInResponse = z.infer<typeof SignInResponseSchema>;

/** POST /session/renewal: the session's new end, an hour from now (epoch milliseconds). */
export const SessionRenewalSchema = z.object({ tokenExpiration: z.number().int() });

export const UserResponseSchema = z.object({ user: AccountUserSchema });
/**
 * POST /signup answers the same for a new address and for one that has an account (that one gets an
 * e-mail saying so): the name and address it received, never an account's data.
 */
export const SignUpResponseSchema = z.object({ user: z.object({ name: z.string(), email: z.string() }) });
export type SignUpResponse = z.infer<typeof SignUpResponseSchema>;
export const PublicUserResponseSchema = z.object({ user: PublicUserSchema });
export const UserSavedSchema = z.object({ userId: z.string(), user: AccountUserSchema });
export const UsersListSchema = z.object({ users: z.array(PublicUserSchema) });
export const UsersQuerySchema = z.object({ limit: z.coerce.number().int().min(1).max(48).default(24) });
export const IdParamsSchema = z.object({ id: z.string().min(1).max(100) });
export const DataResponseSchema = z.object({
  data: z.record(z.string(), z.union([z.string(), z.boolean()])),
});
